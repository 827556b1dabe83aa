import { BUSINESS } from '@shop/shared/business';
import type { Order } from '@shop/shared/orders/order';
import { REISSUE_TEXTS } from '@shop/shared/orders/staff-actions';
import type { Caller } from '../../auth/caller.ts';
import { log } from '../../observability/log.ts';
import { type StoredOrder, toPublicOrder } from '../../repositories/order-item.ts';
import type { OrdersRepository } from '../../repositories/orders-repository.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import { ConflictError, NotFoundError } from '../domain-errors.ts';
import { confirmationMail, type MailSignature } from '../payments/confirmation-mail.ts';
import { frenchWindowMail } from '../payments/french-buyer-mails.ts';
import type { Mailer, OutgoingMail } from '../ports/mailer.ts';
import { type SiteSettingsSource, settingsOrDefaults } from '../settings/settings-or-defaults.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ReissueDeps {
  orders: Pick<OrdersRepository, 'get' | 'extendWindow'>;
  mailer: Mailer;
  settings: SiteSettingsSource;
  audit: AuditLog;
  siteUrl: string;
  now: () => Date;
}

async function completedOrder(deps: ReissueDeps, orderId: string, refusal: string): Promise<StoredOrder> {
  const order = await deps.orders.get(orderId);
  if (!order) throw new NotFoundError('Order not found');
  if (order.status !== 'completed') throw new ConflictError(refusal);
  return order;
}

function windowMail(order: StoredOrder, siteUrl: string, shop: MailSignature): OutgoingMail {
  if (order.language === 'fr') return frenchWindowMail(order, siteUrl, shop);
  const expires = new Date(order.expires_at ?? '').toUTCString();
  return {
    kind: 'order-window-extended',
    to: order.user_email,
    subject: `Your downloads from ${shop.site_name} are open again: ${order.plan_title} (${order.invoice_number})`,
    text: [
      `We have extended the download window of your order for ${order.plan_title}.`,
      '',
      `Download your files here: ${siteUrl}/download/${order.id}`,
      `The link works until ${expires}.`,
      '',
      `Questions? Write to ${shop.contact_email} or call ${BUSINESS.phones[0]}.`,
      shop.site_name,
    ].join('\n'),
  };
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
  const settings = await settingsOrDefaults(deps.settings, { orderId });
  await Promise.all([
    deps.mailer.send(windowMail(extended, deps.siteUrl, settings)).catch((error: unknown) => {
      log('error', 'window extension mail failed', { orderId, error: String(error) });
    }),
    deps.audit.record(caller, {
      action: 'order.extend',
      target_type: 'order',
      target_id: order.id,
      summary: `Extended the download window of order ${order.invoice_number} by ${days} days, to ${expiresAt}`,
      changes: { expires_at: { from: order.expires_at, to: expiresAt } },
    }),
  ]);
  return toPublicOrder(extended);
}

/** Sends a completed order's confirmation mail again (the buyer lost it); audited. */
export async function resendConfirmation(deps: ReissueDeps, caller: Caller, orderId: string): Promise<Order> {
  const order = await completedOrder(deps, orderId, REISSUE_TEXTS.noMail);
  const settings = await settingsOrDefaults(deps.settings, { orderId });
  // Sent whatever the Payment Confirmations switch says: staff ask for this one mail by hand.
  await deps.mailer.send(confirmationMail(order, deps.siteUrl, settings));
  await deps.audit.record(caller, {
    action: 'order.resend-confirmation',
    target_type: 'order',
    target_id: order.id,
    summary: `Sent the confirmation of order ${order.invoice_number} again to ${order.user_email}`,
  });
  return toPublicOrder(order);
}
