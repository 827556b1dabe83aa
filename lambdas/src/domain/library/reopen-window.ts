import { paidOrderNumber } from '@shop/shared/invoices/document-number';
import { isUnclaimedGift } from '@shop/shared/orders/gift';
import { LIBRARY_REOPENING, LIBRARY_TEXTS } from '@shop/shared/orders/library';
import type { Order } from '@shop/shared/orders/order';
import type { Caller } from '../../auth/caller.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors/domain-errors.ts';
import { toPublicOrder } from '../../repositories/order-item.ts';
import type { OrderSelfService } from '../../repositories/order-self-service.ts';
import type { OrdersRepository } from '../../repositories/orders-repository.ts';
import { announceWindow, type ReissueDeps } from '../orders/reissue-order.ts';
import { settingsOrDefaults } from '../settings/settings-or-defaults.ts';
import { reopenRefusal, windowIsOpen } from './reopen-allowance.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ReopenDeps extends Omit<ReissueDeps, 'orders'> {
  orders: Pick<OrdersRepository, 'get'>;
  selfService: Pick<OrderSelfService, 'reopenWindow'>;
}

/**
 * The buyer reopens their own order's closed download window for 7 days from now, within the yearly allowance staff
 * set. The allowance is counted on the server and the window written in one conditional update that holds only
 * while the count, the order's state and its closed window are as read, so racing clicks reopen (and count) once.
 * Then the buyer gets the staff extension's mail and the audit trail an entry; the next page load makes new stamped
 * copies of the current revision (the earlier delivery has aged past its reuse period, or names older files).
 */
export async function reopenWindow(deps: ReopenDeps, caller: Caller, orderId: string): Promise<Order> {
  const order = await deps.orders.get(orderId);
  // Only the buyer's own order: staff extend windows through their own route.
  if (!order || order.user_id !== caller.sub) throw new NotFoundError('Order not found');
  const now = deps.now();
  if (order.status !== 'completed' || isUnclaimedGift(order)) throw new ConflictError(LIBRARY_TEXTS.notOwned);
  if (windowIsOpen(order, now) && !order.dispute_status) throw new ConflictError(LIBRARY_TEXTS.windowOpen);
  const settings = await settingsOrDefaults(deps.settings, { orderId });
  const refusal = reopenRefusal(order, settings.library_free_reopenings, now);
  if (refusal) throw new ForbiddenError(refusal);

  const days = LIBRARY_REOPENING.days;
  const expiresAt = new Date(now.getTime() + days * DAY_MS).toISOString();
  const written = await deps.selfService.reopenWindow(order.id, {
    expiresAt,
    at: now.toISOString(),
    seenCount: order.window_reopenings?.length ?? 0,
    refundVersion: order.refund_version,
    closedBefore: now.toISOString(),
  });
  if (!written) throw new ConflictError(LIBRARY_TEXTS.raced);
  const reopened = {
    ...order,
    expires_at: expiresAt,
    window_reopenings: [...(order.window_reopenings ?? []), now.toISOString()],
  };
  await announceWindow(deps, caller, order, reopened, days, {
    action: 'order.reopen-window',
    summary: `The buyer reopened the download window of order ${paidOrderNumber(order)} for ${days} days, to ${expiresAt}`,
  });
  return toPublicOrder(reopened);
}
