import { log } from '../../observability/log.ts';
import type { StoredOrder } from '../../repositories/order-item.ts';
import { orderIdFromReference } from '../payments/order-reference.ts';
import { applyRefundEvent } from './apply-refund-event.ts';
import { PAYSTACK_ACTOR } from './finish-refund.ts';
import type { RefundDeps } from './refund-deps.ts';

/** The order a refund or dispute event names: refunds carry `transaction_reference`, disputes `transaction.reference`. */
export async function orderOfEvent(deps: Pick<RefundDeps, 'orders'>, data: unknown): Promise<StoredOrder | undefined> {
  if (!data || typeof data !== 'object') return undefined;
  const d = data as Record<string, unknown>;
  const nested = d.transaction && typeof d.transaction === 'object' ? (d.transaction as Record<string, unknown>) : {};
  const reference = [d.transaction_reference, nested.reference, d.reference].find((v) => typeof v === 'string');
  const orderId = typeof reference === 'string' ? orderIdFromReference(reference) : undefined;
  return orderId ? deps.orders.get(orderId) : undefined;
}

/**
 * refund.processed, refund.pending, refund.failed: a refund Paystack reports, whoever started it (staff through the
 * shop, or someone on Paystack's dashboard), settles the order's refund once (refund-machine.ts).
 */
export async function handleRefundEvent(deps: RefundDeps, event: string, data: unknown): Promise<void> {
  const order = await orderOfEvent(deps, data);
  if (!order) {
    log('warn', 'refund event ignored: unknown reference', { event });
    return;
  }
  await applyRefundEvent(
    deps,
    order.id,
    event === 'refund.failed'
      ? { type: 'refund-failed' }
      : { type: 'refund-reported', processed: event === 'refund.processed' },
    { actor: PAYSTACK_ACTOR, reason: 'Refund reported by Paystack' },
  );
}

/**
 * charge.dispute.create / .remind open a dispute (downloads pause and the stamped copies go; staff are told once);
 * charge.dispute.resolve closes it: in the buyer's favour ("merchant-accepted") the order is refunded, otherwise
 * downloads reopen (the next page load has the copies made again).
 */
export async function handleDisputeEvent(deps: RefundDeps, event: string, data: unknown): Promise<void> {
  const order = await orderOfEvent(deps, data);
  if (!order) {
    log('warn', 'dispute event ignored: unknown reference', { event });
    return;
  }
  if (event === 'charge.dispute.resolve') {
    const resolution = String((data as Record<string, unknown>).resolution ?? 'resolved');
    await applyRefundEvent(
      deps,
      order.id,
      { type: 'dispute-resolved', buyerWon: resolution === 'merchant-accepted' },
      { actor: PAYSTACK_ACTOR, reason: 'Dispute resolved in the buyer’s favour', resolution },
    );
    return;
  }
  await applyRefundEvent(
    deps,
    order.id,
    { type: 'dispute-opened' },
    { actor: PAYSTACK_ACTOR, reason: 'Dispute opened' },
  );
}
