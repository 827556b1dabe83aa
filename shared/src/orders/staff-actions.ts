import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema.ts';

/**
 * The shop's refund promise, as the refund policy page states it: money back within 30 days of purchase, only while no
 * file of the order was downloaded, one refund per customer per plan. The server enforces it; a super admin may
 * override it with a recorded reason.
 */
export const REFUND_POLICY = { days: 30, businessDays: '5-7' } as const;

/** How far staff may push a download window in one step. */
export const EXTEND_MAX_DAYS = 30;

export const REFUND_TEXTS = {
  notCompleted: 'Only a completed order can be refunded',
  alreadyRefunded: 'This order is already refunded',
  tooLate: `The ${REFUND_POLICY.days}-day money-back period for this order has ended`,
  downloaded: 'A file of this order was already downloaded, so the money-back guarantee no longer applies',
  onePerPlan: 'This customer already had a refund for this plan (one refund per customer per plan)',
  overrideNeedsSuperAdmin: 'Only a super admin may refund outside the refund policy',
  providerRefused: 'Paystack did not accept the refund',
  providerDown: 'Paystack could not be reached. No refund was made; please try again in a moment.',
  disputed: 'This payment is under dispute at the bank; it is settled through the dispute, not a refund',
} as const;

export const REISSUE_TEXTS = {
  notCompleted: 'Only a completed order has a download window',
  noMail: 'The confirmation mail is sent for completed orders only',
} as const;

/** POST /api/orders/{id}/refund: a full refund through Paystack. */
export const RefundOrderRequest = lazySchema(() =>
  z.object({
    reason: z
      .string()
      .check(
        z.trim(),
        z.minLength(3, { error: 'Please give the reason for the refund (at least 3 characters)' }),
        z.maxLength(500, { error: 'The reason can be at most 500 characters' }),
      ),
    /** Refund even where the policy says no (super admins only); the reason is recorded. */
    override: z.optional(z.boolean()),
  }),
);
export type RefundOrderRequest = z.infer<typeof RefundOrderRequest>;

/** POST /api/orders/{id}/extend: pushes the download window out by whole days from now or its current end. */
export const ExtendWindowRequest = lazySchema(() =>
  z.object({
    days: z
      .number()
      .check(
        z.int({ error: 'days must be a whole number' }),
        z.minimum(1, { error: 'days must be at least 1' }),
        z.maximum(EXTEND_MAX_DAYS, { error: `days can be at most ${EXTEND_MAX_DAYS}` }),
      ),
  }),
);
export type ExtendWindowRequest = z.infer<typeof ExtendWindowRequest>;

/** POST /api/orders/{id}/resend-confirmation takes no body. */
export const ResendConfirmationRequest = lazySchema(() => z.object({}));
