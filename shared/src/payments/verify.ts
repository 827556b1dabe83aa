import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema.ts';
import { ORDER_STATUSES, Order } from '../orders/order.ts';

export const VerifyReferenceParams = lazySchema(() =>
  z.object({ reference: z.string().check(z.minLength(1), z.maxLength(100)) }),
);

/** POST /api/payments/verify; a missing reference is answered 400 'No payment reference found'. */
export const VerifyPaymentRequest = lazySchema(() =>
  z.object({ reference: z.optional(z.string().check(z.maxLength(100))) }),
);

/**
 * What a verification found: `success` only for a completed order; `status` the order's status
 * (pending while mobile money awaits approval); `message` says why when not successful.
 */
export const PaymentVerification = lazySchema(() =>
  z.object({
    success: z.boolean(),
    status: z.enum(ORDER_STATUSES),
    message: z.string(),
    order: Order,
  }),
);
export type PaymentVerification = z.infer<typeof PaymentVerification>;

/** The POST reading of the same call (a client reads data.success from it). */
export const PaymentVerificationEnvelope = lazySchema(() => z.object({ data: PaymentVerification }));
export type PaymentVerificationEnvelope = z.infer<typeof PaymentVerificationEnvelope>;

export const VERIFY_TEXTS = {
  completed: 'Payment verified',
  pending: 'Your payment is still awaiting approval. Approve it on your phone; this page will update.',
  failed: 'Payment verification failed',
  cancelled: 'The payment was cancelled or not finished. Nothing was charged; you can try again.',
  refunded: 'This order was refunded',
} as const;
