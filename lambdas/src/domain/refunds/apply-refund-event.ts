import { paidOrderNumber } from '@shop/shared/invoices/document-number';
import { PAYMENT_ALARM_MESSAGES } from '@shop/shared/payments/payment-alarm-messages';
import type { Caller } from '../../auth/caller.ts';
import { log } from '../../observability/log.ts';
import type { StoredOrder } from '../../repositories/order-item.ts';
import { settingsOrDefaults } from '../settings/settings-or-defaults.ts';
import { finishRefund } from './finish-refund.ts';
import type { RefundDeps } from './refund-deps.ts';
import {
  isSameRefundState,
  type RefundEvent,
  type RefundState,
  type RefundStep,
  refundStep,
} from './refund-machine.ts';
import { disputeMail } from './refund-mail.ts';

/** Who caused the event and in whose words: the audit entry and the order's refund fields name them. */
export interface RefundEventContext {
  actor: Caller;
  reason: string;
  /** A super admin's refund outside the shop's policy (the audit action says so). */
  override?: boolean;
  /** How Paystack resolved a dispute. */
  resolution?: string;
}

/** Enough for a write that keeps losing to others (each loss means another writer moved the order on). */
const MAX_ATTEMPTS = 20;

export function refundStateOf(order: StoredOrder): RefundState {
  return {
    status: order.status,
    refundStatus: order.refund_status ?? null,
    refundedFrom: order.refunded_from ?? (order.status === 'refunded' ? 'completed' : null),
    settled: Boolean(order.refund_settled_at) || (order.status === 'refunded' && !order.refund_version),
    dispute: order.dispute_status ?? null,
  };
}

/** The order attributes that record a step from `from` to `to`. */
function fieldsOf(from: RefundState, to: RefundState, context: RefundEventContext, at: string) {
  const fields: Record<string, unknown> = {};
  if (to.status !== from.status) fields.status = to.status;
  if (to.status === 'refunded' && from.status !== 'refunded') {
    Object.assign(fields, {
      refunded_at: at,
      refund_reason: context.reason,
      refunded_by: context.actor.email ?? context.actor.sub,
      refunded_from: to.refundedFrom,
    });
  }
  if (to.status !== 'refunded' && from.status === 'refunded') {
    Object.assign(fields, { refunded_at: null, refund_reason: null, refunded_by: null, refunded_from: null });
  }
  if (to.refundStatus !== from.refundStatus) fields.refund_status = to.refundStatus;
  if (to.settled && !from.settled) fields.refund_settled_at = at;
  if (to.dispute !== from.dispute) {
    fields.dispute_status = to.dispute;
    if (to.dispute === 'open') fields.dispute_opened_at = at;
    if (to.dispute === 'resolved') {
      fields.dispute_resolved_at = at;
      fields.dispute_resolution = context.resolution ?? 'resolved';
    }
  }
  return fields;
}

/**
 * Applies one refund or dispute event to an order: reads it, asks the state machine for the next state, writes that
 * with a condition on what was read (retrying after a lost race), and, only when its own write made the transition,
 * runs the transition's side effects. Answers the order as written (or as read when nothing changed) and the step.
 */
export async function applyRefundEvent(
  deps: RefundDeps,
  orderId: string,
  event: RefundEvent,
  context: RefundEventContext,
  /** The order as the caller just read it, used for the first attempt (a lost write reads again). */
  read?: StoredOrder,
): Promise<{ order: StoredOrder; step: RefundStep } | undefined> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const order = attempt === 0 && read ? read : await deps.orders.get(orderId);
    if (!order) return undefined;
    const state = refundStateOf(order);
    const step = refundStep(state, event);
    if (step.refusal || isSameRefundState(state, step.next)) return { order, step };
    const fields = fieldsOf(state, step.next, context, deps.now().toISOString());
    if (await deps.orders.writeRefundState(order, fields)) {
      const written = { ...order, ...fields, refund_version: (order.refund_version ?? 0) + 1 } as StoredOrder;
      await runEffects(deps, written, step, context);
      return { order: written, step };
    }
  }
  throw new Error(`Order ${orderId}: refund state kept changing under ${MAX_ATTEMPTS} attempts`);
}

async function runEffects(
  deps: RefundDeps,
  order: StoredOrder,
  step: RefundStep,
  context: RefundEventContext,
): Promise<void> {
  for (const effect of step.effects) {
    if (effect === 'settle-refund') {
      await finishRefund(deps, order, context.actor, {
        // The staff member's reason when staff claimed the refund first.
        reason: order.refund_reason ?? context.reason,
        wasSale: step.next.refundedFrom === 'completed',
        from: step.next.refundedFrom ?? 'completed',
        override: context.override,
      });
    }
    if (effect === 'dispute-opened') await disputeOpened(deps, order);
    if (effect === 'dispute-resolved') {
      const resolution = context.resolution ?? 'resolved';
      await deps.audit.record(context.actor, {
        action: 'order.dispute.resolve',
        target_type: 'order',
        target_id: order.id,
        summary: `Dispute on order ${paidOrderNumber(order)} resolved (${resolution})`,
        changes: { dispute_status: { from: 'open', to: 'resolved' }, resolution },
      });
    }
    if (effect === 'refund-failed-alarm')
      log('error', PAYMENT_ALARM_MESSAGES.refundNotProcessed, { orderId: order.id });
  }
}

/** Staff are told once, and the order's stamped copies go (made again if the shop wins the dispute). */
async function disputeOpened(deps: RefundDeps, order: StoredOrder): Promise<void> {
  log('error', PAYMENT_ALARM_MESSAGES.disputeOpened, { orderId: order.id });
  const settings = await settingsOrDefaults(deps.settings, { orderId: order.id });
  const logged = (what: string) => (error: unknown) => {
    log('error', `${what} failed`, { orderId: order.id, error: String(error) });
  };
  await Promise.all([
    deps.audit.record(
      { sub: 'paystack', email: 'Paystack', groups: [] },
      {
        action: 'order.dispute.open',
        target_type: 'order',
        target_id: order.id,
        summary: `The buyer's bank opened a dispute on order ${paidOrderNumber(order)}; downloads are paused`,
        changes: { dispute_status: { from: null, to: 'open' } },
      },
    ),
    deps.mailer.send(disputeMail(order, deps.siteUrl, settings)).catch(logged('dispute mail')),
    deps.deliveries.remove(order.id).catch(logged('stamped copies removal')),
  ]);
}
