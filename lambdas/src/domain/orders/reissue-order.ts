import { paidOrderNumber } from '@shop/shared/invoices/document-number';
import type { Order } from '@shop/shared/orders/order';
import { REISSUE_TEXTS } from '@shop/shared/orders/staff-actions';
import type { Caller } from '../../auth/caller.ts';
import { ConflictError } from '../../errors/domain-errors.ts';
import { log } from '../../observability/log.ts';
import { type StoredOrder, toPublicOrder } from '../../repositories/order-item.ts';
import type { OrdersRepository } from '../../repositories/orders-repository.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import { type RecipientLookup, recipientOf } from '../mails/recipient-lookup.ts';
import { confirmationMail } from '../payments/confirmation-mail.ts';
import type { Mailer } from '../ports/mailer.ts';
import { type SiteSettingsSource, settingsOrDefaults } from '../settings/settings-or-defaults.ts';
import { existingOrder } from './existing-order.ts';
import { windowMail } from './window-mail.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ReissueDeps {
  orders: Pick<OrdersRepository, 'get' | 'extendWindow'>;
  mailer: Mailer;
  /** The buyer's name (and zone) for the mails' greeting; without it they greet neutrally. */
  recipients?: RecipientLookup;
  settings: SiteSettingsSource;
  audit: AuditLog;
  siteUrl: string;
  now: () => Date;
}

async function completedOrder(deps: ReissueDeps, orderId: string, refusal: string): Promise<StoredOrder> {
  const order = await existingOrder(deps.orders, orderId);
  if (order.status !== 'completed') throw new ConflictError(refusal);
  return order;
}

/**
 * Gives a completed order `days` more days to download: from now when its window has ended, else from its current
 * end. The buyer is mailed the link and the audit trail records who extended it and to when.
 */
export async function extendOrderWindow(
  deps: ReissueDeps,
  caller: Caller,
  orderId: string,
  days: number,
): Promise<Order> {
  const order = await completedOrder(deps, orderId, REISSUE_TEXTS.notCompleted);
  const now = deps.now().getTime();
  const currentEnd = order.expires_at ? new Date(order.expires_at).getTime() : now;
  const expiresAt = new Date(Math.max(now, currentEnd) + days * DAY_MS).toISOString();
  if (!(await deps.orders.extendWindow(order.id, expiresAt))) throw new ConflictError(REISSUE_TEXTS.notCompleted);
  const extended = { ...order, expires_at: expiresAt };
  await announceWindow(deps, caller, order, extended, days, {
    action: 'order.extend',
    summary: `Extended the download window of order ${paidOrderNumber(order)} by ${days} days, to ${expiresAt}`,
  });
  return toPublicOrder(extended);
}

/**
 * Mails the buyer the link to a window that was just pushed out (a failed mail is logged, never undoes the window)
 * and records who did it: staff extending it, or the buyer reopening it from their library.
 */
export async function announceWindow(
  deps: Pick<ReissueDeps, 'mailer' | 'recipients' | 'settings' | 'audit' | 'siteUrl'>,
  caller: Caller,
  order: StoredOrder,
  extended: StoredOrder,
  days: number,
  entry: { action: string; summary: string },
): Promise<void> {
  const settings = await settingsOrDefaults(deps.settings, { orderId: order.id });
  await Promise.all([
    recipientOf(deps.recipients, order.user_id)
      .then((recipient) => deps.mailer.send(windowMail(extended, deps.siteUrl, settings, days, recipient)))
      .catch((error: unknown) => {
        log('error', 'window extension mail failed', { orderId: order.id, error: String(error) });
      }),
    deps.audit.record(caller, {
      ...entry,
      target_type: 'order',
      target_id: order.id,
      changes: { expires_at: { from: order.expires_at, to: extended.expires_at } },
    }),
  ]);
}

/** Sends a completed order's confirmation mail again (the buyer lost it); audited. */
export async function resendConfirmation(deps: ReissueDeps, caller: Caller, orderId: string): Promise<Order> {
  const order = await completedOrder(deps, orderId, REISSUE_TEXTS.noMail);
  const settings = await settingsOrDefaults(deps.settings, { orderId });
  // Sent whatever the Payment Confirmations switch says: staff ask for this one mail by hand.
  await deps.mailer.send(
    confirmationMail(order, deps.siteUrl, settings, await recipientOf(deps.recipients, order.user_id)),
  );
  await deps.audit.record(caller, {
    action: 'order.resend-confirmation',
    target_type: 'order',
    target_id: order.id,
    summary: `Sent the confirmation of order ${paidOrderNumber(order)} again to ${order.user_email}`,
  });
  return toPublicOrder(order);
}
