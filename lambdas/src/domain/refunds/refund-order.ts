import type { Order } from '@shop/shared/orders/order';
import { REFUND_TEXTS, type RefundOrderRequest } from '@shop/shared/orders/staff-actions';
import { PAYMENT_ALARM_MESSAGES } from '@shop/shared/payments/payment-alarm-messages';
import { type Caller, isSuperAdmin } from '../../auth/caller.ts';
import { ConflictError, ForbiddenError, NotFoundError, ProviderFailedError } from '../../errors/domain-errors.ts';
import { log } from '../../observability/log.ts';
import { toPublicOrder } from '../../repositories/order-item.ts';
import { existingOrder } from '../orders/existing-order.ts';
import { type PaystackClient, PaystackRefusedError, PaystackUnavailableError } from '../ports/payment-provider.ts';
import { applyRefundEvent } from './apply-refund-event.ts';
import type { RefundDeps } from './refund-deps.ts';
import type { RefundRefusal } from './refund-machine.ts';
import { policyRefusal } from './refund-policy.ts';

const REFUSALS: Record<RefundRefusal, string> = {
  'already-refunded': REFUND_TEXTS.alreadyRefunded,
  'not-completed': REFUND_TEXTS.notCompleted,
  disputed: REFUND_TEXTS.disputed,
};

/**
 * Staff refund a completed order in full through Paystack's Refund API. The shop's policy is checked here; a super
 * admin may override it (the reason is recorded). The order is claimed first (one conditional write, so two clicks
 * never ask Paystack twice, and downloads close at once), then Paystack is asked. Its answer is one more event for
 * the refund state machine: accepted settles the refund (mail, audit, reversals, stamped copies removed, once);
 * refused or unreachable gives the claim back, unless Paystack reported a refund meanwhile (someone refunded on its
 * dashboard a moment earlier: that refund then stands and is settled once, by whichever event came first).
 */
export async function refundOrder(
  deps: RefundDeps & { paystack: Pick<PaystackClient, 'refund'> },
  caller: Caller,
  orderId: string,
  request: RefundOrderRequest,
): Promise<Order> {
  const order = await existingOrder(deps.orders, orderId);
  if (order.status === 'refunded') throw new ConflictError(REFUND_TEXTS.alreadyRefunded);
  if (order.status !== 'completed') throw new ConflictError(REFUND_TEXTS.notCompleted);
  if (order.dispute_status === 'open') throw new ConflictError(REFUND_TEXTS.disputed);

  const refusal = policyRefusal(order, await deps.refunds.refundedOrder(order.user_id, order.plan_id), deps.now());
  if (refusal && !request.override) throw new ConflictError(refusal);
  if (request.override && !isSuperAdmin(caller)) throw new ForbiddenError(REFUND_TEXTS.overrideNeedsSuperAdmin);

  const context = {
    actor: caller,
    reason: refusal ? `${request.reason} (policy overridden: ${refusal})` : request.reason,
    override: Boolean(refusal),
  };
  const claim = await applyRefundEvent(deps, order.id, { type: 'staff-requested' }, context, order);
  if (!claim) throw new NotFoundError('Order not found');
  if (claim.step.refusal) throw new ConflictError(REFUSALS[claim.step.refusal]);

  let answer: Awaited<ReturnType<PaystackClient['refund']>>;
  try {
    answer = await deps.paystack.refund({ transaction: order.reference, amount: order.amount_pesewas });
  } catch (error) {
    const after = await applyRefundEvent(deps, order.id, { type: 'staff-failed' }, context);
    // Paystack refused because the money already went back another way, and said so first: the refund stands.
    if (after?.order.status === 'refunded') return toPublicOrder(after.order);
    if (error instanceof PaystackRefusedError) {
      log('warn', 'refund refused by Paystack', { orderId, reason: error.message });
      throw new ConflictError(`${REFUND_TEXTS.providerRefused}: ${error.message}`);
    }
    if (error instanceof PaystackUnavailableError) {
      log('error', PAYMENT_ALARM_MESSAGES.refundFailed, { orderId, reason: error.message });
      throw new ProviderFailedError(REFUND_TEXTS.providerDown);
    }
    throw error;
  }
  await applyRefundEvent(deps, order.id, { type: 'staff-accepted', processed: answer.status === 'processed' }, context);
  const current = (await deps.orders.get(order.id)) ?? order;
  return toPublicOrder(current);
}
