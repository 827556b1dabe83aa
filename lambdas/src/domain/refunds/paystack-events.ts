import { PAYMENT_ALARM_MESSAGES } from '@shop/shared/payments/payment-alarm-messages';
import { log } from '../../observability/log.ts';
import type { StoredOrder } from '../../repositories/order-item.ts';
import { orderIdFromReference } from '../payments/order-reference.ts';
import { settingsOrDefaults } from '../settings/settings-or-defaults.ts';
import { finishRefund, PAYSTACK_ACTOR } from './finish-refund.ts';
import type { RefundDeps } from './refund-deps.ts';
import { disputeMail } from './refund-mail.ts';

/** The order a refund or dispute event names: refunds carry `transaction_reference`, disputes `transaction.reference`. */
export async function orderOfEvent(deps: Pick<RefundDeps, 'orders'>, data: unknown): Promise<StoredOrder | undefined> {
  if (!data || typeof data !== 'object') return undefined;
  const d = data as Record<string, unknown>;
  const nested = d.transaction && typeof d.transaction === 'object' ? (d.transaction as Record<string, unknown>) : {};
  const reference = [d.transaction_reference, nested.reference, d.reference].find((v) => typeof v === 'string');
  const orderId = typeof reference === 'string' ? orderIdFromReference(reference) : undefined;
  return orderId ? deps.orders.get(orderId) : undefined;
}

const NOT_YET_REFUNDED = ['completed', 'pending', 'failed', 'cancelled'] as const;

/**
 * A refund Paystack reports (processed or pending), whoever started it: the order becomes refunded once. The
 * transition names the status the order was read in, so the winner knows whether a sale was counted and must be
 * reversed; when another event moved the order meanwhile (a racing charge.success), it reads again and retries.
 */
export async function applyReportedRefund(
  deps: RefundDeps,
  order: StoredOrder,
  how: { processed: boolean; reason: string },
): Promise<StoredOrder> {
  let current = order;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    if (current.status === 'refunded') {
      if (how.processed) await deps.orders.setRefundStatus(current.id, 'processed');
      return current;
    }
    if (!(NOT_YET_REFUNDED as readonly string[]).includes(current.status)) return current;
    const won = await deps.orders.refund(current, [current.status], {
      at: deps.now().toISOString(),
      status: how.processed ? 'processed' : 'requested',
      reason: how.reason,
      by: PAYSTACK_ACTOR.email ?? 'Paystack',
    });
    if (won) {
      await finishRefund(deps, current, PAYSTACK_ACTOR, {
        reason: how.reason,
        wasSale: current.status === 'completed',
      });
      return current;
    }
    current = (await deps.orders.get(current.id)) ?? current;
  }
  return current;
}

/** refund.processed, refund.pending, refund.failed. */
export async function handleRefundEvent(deps: RefundDeps, event: string, data: unknown): Promise<void> {
  const order = await orderOfEvent(deps, data);
  if (!order) {
    log('warn', 'refund event ignored: unknown reference', { event });
    return;
  }
  if (event === 'refund.failed') {
    if (order.status === 'refunded') await deps.orders.setRefundStatus(order.id, 'failed');
    log('error', PAYMENT_ALARM_MESSAGES.refundNotProcessed, { orderId: order.id });
    return;
  }
  await applyReportedRefund(deps, order, {
    processed: event === 'refund.processed',
    reason: 'Refund reported by Paystack',
  });
}

/**
 * charge.dispute.create / .remind open a dispute (downloads pause; staff are told once); charge.dispute.resolve
 * closes it: in the buyer's favour ("merchant-accepted") the order is refunded, otherwise downloads reopen.
 */
export async function handleDisputeEvent(deps: RefundDeps, event: string, data: unknown): Promise<void> {
  const order = await orderOfEvent(deps, data);
  if (!order) {
    log('warn', 'dispute event ignored: unknown reference', { event });
    return;
  }
  const at = deps.now().toISOString();
  if (event === 'charge.dispute.resolve') {
    const resolution = String((data as Record<string, unknown>).resolution ?? 'resolved');
    if (resolution === 'merchant-accepted') {
      await applyReportedRefund(deps, order, { processed: true, reason: 'Dispute resolved in the buyer’s favour' });
    }
    if (await deps.orders.resolveDispute(order.id, at, resolution)) {
      await deps.audit.record(PAYSTACK_ACTOR, {
        action: 'order.dispute.resolve',
        target_type: 'order',
        target_id: order.id,
        summary: `Dispute on order ${order.invoice_number} resolved (${resolution})`,
        changes: { dispute_status: { from: 'open', to: 'resolved' }, resolution },
      });
    }
    return;
  }
  if (!(await deps.orders.openDispute(order.id, at))) return;
  log('error', PAYMENT_ALARM_MESSAGES.disputeOpened, { orderId: order.id });
  const settings = await settingsOrDefaults(deps.settings, { orderId: order.id });
  await Promise.all([
    deps.audit.record(PAYSTACK_ACTOR, {
      action: 'order.dispute.open',
      target_type: 'order',
      target_id: order.id,
      summary: `The buyer's bank opened a dispute on order ${order.invoice_number}; downloads are paused`,
      changes: { dispute_status: { from: null, to: 'open' } },
    }),
    deps.mailer.send(disputeMail(order, deps.siteUrl, settings)).catch((error: unknown) => {
      log('error', 'dispute mail failed', { orderId: order.id, error: String(error) });
    }),
  ]);
}
