import type { Order } from '@shop/shared/orders/order';
import { REFUND_TEXTS, type RefundOrderRequest } from '@shop/shared/orders/staff-actions';
import { PAYMENT_ALARM_MESSAGES } from '@shop/shared/payments/payment-alarm-messages';
import { type Caller, isSuperAdmin } from '../../auth/caller.ts';
import { log } from '../../observability/log.ts';
import { toPublicOrder } from '../../repositories/order-item.ts';
import { ConflictError, ForbiddenError, NotFoundError, ProviderFailedError } from '../domain-errors.ts';
import { type PaystackClient, PaystackRefusedError, PaystackUnavailableError } from '../ports/payment-provider.ts';
import { finishRefund } from './finish-refund.ts';
import type { RefundDeps } from './refund-deps.ts';
import { policyRefusal } from './refund-policy.ts';

/**
 * Staff refund a completed order in full through Paystack's Refund API. The shop's policy is checked here; a super
 * admin may override it (the reason is recorded). The order is claimed first (completed -> refunded, one
 * conditional write), so two clicks or a racing Paystack event never ask Paystack twice; a refund Paystack refuses
 * puts the order back as it was. Only after Paystack accepted do the mail, the analytics reversal and the audit
 * entry follow.
 */
export async function refundOrder(
  deps: RefundDeps & { paystack: Pick<PaystackClient, 'refund'> },
  caller: Caller,
  orderId: string,
  request: RefundOrderRequest,
): Promise<Order> {
  const order = await deps.orders.get(orderId);
  if (!order) throw new NotFoundError('Order not found');
  if (order.status === 'refunded') throw new ConflictError(REFUND_TEXTS.alreadyRefunded);
  if (order.status !== 'completed') throw new ConflictError(REFUND_TEXTS.notCompleted);
  if (order.dispute_status === 'open') throw new ConflictError(REFUND_TEXTS.disputed);

  const refusal = policyRefusal(order, await deps.refunds.refundedOrder(order.user_id, order.plan_id), deps.now());
  if (refusal && !request.override) throw new ConflictError(refusal);
  if (request.override && !isSuperAdmin(caller)) throw new ForbiddenError(REFUND_TEXTS.overrideNeedsSuperAdmin);

  const at = deps.now().toISOString();
  const by = caller.email ?? caller.sub;
  const claimed = await deps.orders.refund(order, ['completed'], {
    at,
    status: 'requested',
    reason: request.reason,
    by,
  });
  if (!claimed) throw new ConflictError(REFUND_TEXTS.alreadyRefunded);

  try {
    const answer = await deps.paystack.refund({ transaction: order.reference, amount: order.amount_pesewas });
    if (answer.status === 'processed') await deps.orders.setRefundStatus(order.id, 'processed');
  } catch (error) {
    await deps.orders.undoRefundRequest(order);
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

  await finishRefund(deps, order, caller, {
    reason: refusal ? `${request.reason} (policy overridden: ${refusal})` : request.reason,
    wasSale: true,
    override: Boolean(refusal),
  });
  const current = (await deps.orders.get(order.id)) ?? order;
  return toPublicOrder(current);
}
