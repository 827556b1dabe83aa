import type { AdminOrderRow } from '@shop/shared/admin/orders';
import { REFUND_TEXTS } from '@shop/shared/orders/staff-actions';

/**
 * Why staff cannot refund this completed order now, or null when they can. An open bank dispute settles the money
 * itself: a refund on top could pay the buyer twice, so the dialog disables Refund with this reason (and the server
 * refuses it too).
 */
export function refundUnavailable(order: Pick<AdminOrderRow, 'dispute_status'>): string | null {
  return order.dispute_status === 'open' ? `Refund is not available: ${REFUND_TEXTS.disputed}.` : null;
}
