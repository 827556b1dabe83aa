import { QUOTE_ORDER_KIND } from '@shop/shared/orders/order';
import type { PaymentVerification } from '@shop/shared/payments/verify';
import { VERIFY_MESSAGES } from './verify-messages.ts';

export type VerifyOutcome =
  | {
      kind: 'success';
      orderId: string;
      planTitle: string;
      packageType: PaymentVerification['order']['package_type'];
      /** A paid desk quote's request: the page leads there, as the quote's files come later. */
      requestId?: string;
    }
  /** Mobile money still awaiting the buyer's approval: the order stays pending and the page checks again. */
  | { kind: 'pending'; message: string }
  /** The buyer cancelled on Paystack's page (or left it): nothing was charged, Try again goes back to checkout. */
  | { kind: 'cancelled'; message: string; planId: string }
  /**
   * `planId` is set when the order is known, so the page can offer Try again; `declined` when Paystack refused the
   * charge (a card or wallet declined), as opposed to a payment the shop could not check.
   */
  | { kind: 'failed'; reason: string; planId?: string; declined?: true };

/** What the verify call's answer means for the page. */
export function outcomeOfAnswer(answer: PaymentVerification | null | undefined): VerifyOutcome {
  if (answer?.success && answer.order?.id) {
    return {
      kind: 'success',
      orderId: answer.order.id,
      planTitle: answer.order.plan_title,
      packageType: answer.order.package_type,
      ...(answer.order.kind === QUOTE_ORDER_KIND && answer.order.request_id
        ? { requestId: answer.order.request_id }
        : {}),
    };
  }
  if (answer?.success) return { kind: 'failed', reason: VERIFY_MESSAGES.orderMissing };
  if (answer?.status === 'pending' || answer?.status === 'processing') {
    return { kind: 'pending', message: answer.message };
  }
  if (answer?.status === 'cancelled' && answer.order?.plan_id) {
    return { kind: 'cancelled', message: answer.message, planId: answer.order.plan_id };
  }
  const why = answer?.order?.failure_reason || answer?.message;
  const reason = why ? `${VERIFY_MESSAGES.notVerified}: ${why}` : VERIFY_MESSAGES.notVerified;
  // A refunded order is not bought again from here; a failed one is (the checkout is still saved).
  const retry = answer?.status === 'failed' && answer.order?.plan_id ? { planId: answer.order.plan_id } : {};
  return { kind: 'failed', reason, ...retry, ...(answer?.status === 'failed' ? { declined: true as const } : {}) };
}

/**
 * A verify call that did not give a readable answer: a non-OK status is the page's "contact support" text, a
 * call that never arrived (offline, unreadable) its "Failed to verify" text.
 */
export function outcomeOfError(error: unknown): VerifyOutcome {
  const status = typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : 0;
  if (status >= 400) return { kind: 'failed', reason: VERIFY_MESSAGES.rejected };
  if (status >= 200 && status < 300) return { kind: 'failed', reason: VERIFY_MESSAGES.notVerified };
  return { kind: 'failed', reason: VERIFY_MESSAGES.unreachable };
}
