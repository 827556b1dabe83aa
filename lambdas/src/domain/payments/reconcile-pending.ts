import { PAYMENT_ALARM_MESSAGES } from '@shop/shared/payments/payment-alarm-messages';
import { log } from '../../observability/log.ts';
import type { StoredOrder } from '../../repositories/order-item.ts';
import type { PaymentDeps } from './payment-deps.ts';
import { settlePayment } from './settle-payment.ts';

/** Pending orders younger than this are left alone: the buyer may still be on Paystack's page. */
export const RECONCILE_AFTER_MS = 15 * 60 * 1000;
/** A pending order Paystack still calls pending after this long is written off (a later success still completes it). */
export const ABANDON_AFTER_MS = 24 * 60 * 60 * 1000;

export interface ReconcileReport {
  checked: number;
  completed: number;
  failed: number;
  abandoned: number;
}

/** Paystack is asked about this many orders at once. */
const CONCURRENT_CHECKS = 5;

/**
 * The scheduled safety net for lost webhooks and closed tabs: asks Paystack about every pending order
 * older than 15 minutes (oldest first) and settles it. An order is written off (cancelled, reason
 * "abandoned") only when Paystack says abandoned or the order is a day old with no success. A check starts only
 * while `canStartCheck` says the invocation has time for its worst case, so none is cut off half-way by the
 * function's timeout, and a long backlog is worked off over several runs.
 */
export async function reconcilePendingPayments(
  deps: PaymentDeps,
  options: { canStartCheck?: () => boolean; limit?: number } = {},
): Promise<ReconcileReport> {
  const now = deps.now();
  const before = new Date(now.getTime() - RECONCILE_AFTER_MS).toISOString();
  const pending = await deps.orders.listByStatusBefore('pending', before, options.limit ?? 500);
  const report: ReconcileReport = { checked: 0, completed: 0, failed: 0, abandoned: 0 };

  async function check(order: StoredOrder): Promise<void> {
    report.checked += 1;
    try {
      const transaction = await deps.paystack.verify(order.reference);
      const settled = transaction ? await settlePayment(deps, order, transaction) : order;
      if (settled.status === 'completed') report.completed += 1;
      else if (settled.status === 'failed') report.failed += 1;
      else {
        const stale = now.getTime() - new Date(order.created_at).getTime() > ABANDON_AFTER_MS;
        if (transaction?.status === 'abandoned' || stale) {
          const reason = transaction?.status === 'abandoned' ? 'Abandoned at Paystack' : 'No payment after 24 hours';
          if (await deps.orders.abandon(order, reason)) report.abandoned += 1;
        }
      }
    } catch (error) {
      // One order's trouble must not stop the others; it is tried again on the next run.
      log('error', PAYMENT_ALARM_MESSAGES.reconcileFailed, { orderId: order.id, error: String(error) });
    }
  }

  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENT_CHECKS }, async () => {
      while (next < pending.length && (options.canStartCheck?.() ?? true)) {
        const order = pending[next] as StoredOrder;
        next += 1;
        await check(order);
      }
    }),
  );
  log('info', 'reconciled pending payments', { ...report, waiting: pending.length - report.checked });
  return report;
}
