import { REFUND_POLICY, REFUND_TEXTS } from '@shop/shared/orders/staff-actions';
import type { StoredOrder } from '../../repositories/order-item.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Why the shop's money-back promise does not cover this refund, or undefined when it does: within 30 days of
 * purchase, no file of the order downloaded yet, and no earlier refund for this customer and plan.
 */
export function policyRefusal(
  order: Pick<StoredOrder, 'paid_at' | 'download_count' | 'downloaded_files'>,
  earlierRefund: string | undefined,
  now: Date,
): string | undefined {
  const paidAt = order.paid_at ? new Date(order.paid_at).getTime() : Number.NaN;
  if (!Number.isFinite(paidAt) || now.getTime() - paidAt > REFUND_POLICY.days * DAY_MS) return REFUND_TEXTS.tooLate;
  if ((order.downloaded_files?.length ?? 0) > 0 || order.download_count > 0) return REFUND_TEXTS.downloaded;
  if (earlierRefund) return REFUND_TEXTS.onePerPlan;
  return undefined;
}
