import type { Order } from '@shop/shared/orders/order';
import {
  REFUND_REQUEST_TEXTS,
  type RefundRequestDecision,
  type RefundRequestState,
} from '@shop/shared/orders/refund-request';
import { REFUND_TEXTS } from '@shop/shared/orders/staff-actions';
import type { Caller } from '../../auth/caller.ts';
import { ConflictError } from '../../errors/domain-errors.ts';
import { log } from '../../observability/log.ts';
import { toPublicOrder } from '../../repositories/order-item.ts';
import { recipientOf } from '../mails/recipient-lookup.ts';
import { existingOrder } from '../orders/existing-order.ts';
import { settingsOrDefaults } from '../settings/settings-or-defaults.ts';
import { refundOrder } from './refund-order.ts';
import { policyRefusal } from './refund-policy.ts';
import { refundDeclinedMail } from './refund-request-mails.ts';
import type { RequestRefundDeps } from './request-refund.ts';

/**
 * Staff decide a buyer's pending refund request. Granting runs the staff refund (its claim, Paystack, mail, audit,
 * convergence); outside the policy that is an override, which only a super admin may make, as for any staff
 * refund. Declining records staff's reason on the request (one conditional write from pending, so two staff never
 * both decide), mails it to the buyer and audits it.
 */
export async function decideRefundRequest(
  deps: RequestRefundDeps,
  caller: Caller,
  orderId: string,
  decision: RefundRequestDecision,
): Promise<Order> {
  const order = await existingOrder(deps.orders, orderId);
  const request = order.refund_request;
  if (!request) throw new ConflictError(REFUND_REQUEST_TEXTS.noRequest);
  if (request.status !== 'pending') throw new ConflictError(REFUND_REQUEST_TEXTS.notPending);
  // Refunded another way meanwhile (staff's own refund, Paystack's dashboard): nothing is left to decide.
  if (order.status === 'refunded') throw new ConflictError(REFUND_TEXTS.alreadyRefunded);
  const decided: RefundRequestState = {
    ...request,
    status: decision.grant ? 'granted' : 'declined',
    decided_at: deps.now().toISOString(),
    decision_reason: decision.reason,
  };

  if (decision.grant) {
    const refusal = policyRefusal(order, await deps.refunds.refundedOrder(order.user_id, order.plan_id), deps.now());
    const refunded = await refundOrder(deps, caller, order.id, {
      reason: `Refund request granted: ${decision.reason} (buyer's reason: ${request.reason})`,
      override: Boolean(refusal),
    });
    await deps.selfService.updateRefundRequest(order.id, 'pending', decided);
    return { ...refunded, refund_request: decided };
  }

  if (!(await deps.selfService.updateRefundRequest(order.id, 'pending', decided))) {
    throw new ConflictError(REFUND_REQUEST_TEXTS.notPending);
  }
  const settings = await settingsOrDefaults(deps.settings, { orderId });
  await Promise.all([
    recipientOf(deps.recipients, order.user_id)
      .then((recipient) =>
        deps.mailer.send(refundDeclinedMail(order, decision.reason, deps.siteUrl, settings, recipient)),
      )
      .catch((error: unknown) => {
        log('error', 'refund declined mail failed', { orderId, error: String(error) });
      }),
    deps.audit.record(caller, {
      action: 'order.refund-request.decline',
      target_type: 'order',
      target_id: order.id,
      summary: `Declined the buyer's refund request on order ${order.id}: ${decision.reason}`,
      changes: { refund_request: { from: 'pending', to: 'declined' } },
    }),
  ]);
  return toPublicOrder({ ...order, refund_request: decided });
}
