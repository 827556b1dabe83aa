import type { Order } from '@shop/shared/orders/order';
import {
  REFUND_REQUEST_TEXTS,
  type RefundRequestBody,
  type RefundRequestState,
} from '@shop/shared/orders/refund-request';
import { REFUND_TEXTS } from '@shop/shared/orders/staff-actions';
import type { Caller } from '../../auth/caller.ts';
import { ConflictError, DomainError, NotFoundError } from '../../errors/domain-errors.ts';
import { log } from '../../observability/log.ts';
import { toPublicOrder } from '../../repositories/order-item.ts';
import type { OrderSelfService } from '../../repositories/order-self-service.ts';
import type { PaystackClient } from '../ports/payment-provider.ts';
import { settingsOrDefaults } from '../settings/settings-or-defaults.ts';
import type { RefundDeps } from './refund-deps.ts';
import { refundOrder } from './refund-order.ts';
import { policyRefusal } from './refund-policy.ts';
import { refundRequestedMail } from './refund-request-mails.ts';

export interface RequestRefundDeps extends RefundDeps {
  paystack: Pick<PaystackClient, 'refund'>;
  selfService: Pick<OrderSelfService, 'storeRefundRequest' | 'updateRefundRequest'>;
}

/**
 * The buyer asks for their money back on their own order. The request is stored once (one conditional write, so a
 * double click asks once). When the shop's policy covers it (within 30 days, nothing downloaded, first refund for
 * this plan) it is granted at once through the staff refund path, with its claim, Paystack call and convergence;
 * otherwise it waits for staff with the buyer's reason and the policy's answer. A refund Paystack cannot make now
 * (refused, unreachable) waits for staff too, with that reason, rather than failing the buyer's request.
 */
export async function requestRefund(
  deps: RequestRefundDeps,
  caller: Caller,
  orderId: string,
  body: RefundRequestBody,
): Promise<Order> {
  const order = await deps.orders.get(orderId);
  // Only the buyer's own order; staff refund through their own route.
  if (!order || order.user_id !== caller.sub) throw new NotFoundError('Order not found');
  if (order.status === 'refunded') throw new ConflictError(REFUND_TEXTS.alreadyRefunded);
  if (order.status !== 'completed') throw new ConflictError(REFUND_REQUEST_TEXTS.notRefundable);
  if (order.dispute_status === 'open') throw new ConflictError(REFUND_TEXTS.disputed);
  if (order.refund_request) throw new ConflictError(REFUND_REQUEST_TEXTS.alreadyAsked);

  const now = deps.now().toISOString();
  const refusal = policyRefusal(order, await deps.refunds.refundedOrder(order.user_id, order.plan_id), deps.now());
  const request: RefundRequestState = {
    status: refusal ? 'pending' : 'granted',
    reason: body.reason,
    requested_at: now,
    policy_refusal: refusal ?? null,
    decided_at: refusal ? null : now,
    decision_reason: null,
  };
  if (!(await deps.selfService.storeRefundRequest(order.id, request))) {
    throw new ConflictError(REFUND_REQUEST_TEXTS.alreadyAsked);
  }

  if (refusal) {
    await waitForStaff(deps, caller, { ...order, refund_request: request }, body.reason, refusal);
    return toPublicOrder({ ...order, refund_request: request });
  }
  try {
    return { ...(await refundOrder(deps, caller, order.id, { reason: `Buyer's request: ${body.reason}` })) };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    // Paystack refused or was down, or the order changed meanwhile: staff take it from here.
    const pending: RefundRequestState = {
      ...request,
      status: 'pending',
      policy_refusal: error.message,
      decided_at: null,
    };
    await deps.selfService.updateRefundRequest(order.id, 'granted', pending);
    log('warn', 'buyer refund not made at once; left for staff', { orderId, reason: error.message });
    const current = (await deps.orders.get(order.id)) ?? order;
    await waitForStaff(deps, caller, current, body.reason, error.message);
    return toPublicOrder({ ...current, refund_request: pending });
  }
}

/** Records the request in the audit trail and tells staff it waits for them (a failed mail is only logged). */
async function waitForStaff(
  deps: RequestRefundDeps,
  caller: Caller,
  order: Parameters<typeof refundRequestedMail>[0],
  reason: string,
  why: string,
): Promise<void> {
  const settings = await settingsOrDefaults(deps.settings, { orderId: order.id });
  await Promise.all([
    deps.mailer.send(refundRequestedMail(order, reason, why, deps.siteUrl, settings)).catch((error: unknown) => {
      log('error', 'refund request mail failed', { orderId: order.id, error: String(error) });
    }),
    deps.audit.record(caller, {
      action: 'order.refund-request',
      target_type: 'order',
      target_id: order.id,
      summary: `The buyer asked for a refund of order ${order.id}; it waits for staff: ${why}`,
      changes: { refund_request: { from: null, to: 'pending' }, reason },
    }),
  ]);
}
