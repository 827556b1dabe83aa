import type { OrderStatus } from '@shop/shared/orders/order';

/**
 * The payment side of an order's life, listed once: which statuses each outcome of a payment may move an order from,
 * and where to. A refund or a dispute moves an order through its own machine (domain/refunds/refund-machine.ts).
 *
 * A payment that succeeds after it was written off as abandoned, or after a declined attempt on the same reference
 * (Paystack lets a buyer try another card on the same page), still completes; a decline or an abandonment never
 * touches an order that has left `pending`.
 */
export const PAYMENT_OUTCOMES = ['paid', 'declined', 'abandoned'] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

export interface PaymentTransition {
  from: readonly OrderStatus[];
  to: OrderStatus;
}

export const PAYMENT_TRANSITIONS: Readonly<Record<PaymentOutcome, PaymentTransition>> = {
  paid: { from: ['pending', 'cancelled', 'failed'], to: 'completed' },
  declined: { from: ['pending'], to: 'failed' },
  abandoned: { from: ['pending'], to: 'cancelled' },
};

/** The status an order in `status` takes on this outcome, or undefined when the outcome must leave it alone. */
export function paymentStep(status: OrderStatus, outcome: PaymentOutcome): OrderStatus | undefined {
  const { from, to } = PAYMENT_TRANSITIONS[outcome];
  return from.includes(status) ? to : undefined;
}
