import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema.ts';

/*
 * A buyer's own refund request (the order page's "Request a refund"). Inside the published policy it is granted at
 * once through the staff refund path; outside it, it waits for staff, who grant or decline it with a reason.
 */

export const REFUND_REQUEST_STATUSES = ['pending', 'granted', 'declined'] as const;
export type RefundRequestStatus = (typeof REFUND_REQUEST_STATUSES)[number];

/** The request as stored on the order: the buyer sees it there, staff decide it there. */
export const RefundRequestState = lazySchema(() =>
  z.object({
    status: z.enum(REFUND_REQUEST_STATUSES),
    reason: z.string(),
    requested_at: z.string(),
    /** Why the policy did not cover it (null when granted at once). */
    policy_refusal: z.nullable(z.string()),
    decided_at: z.nullable(z.string()),
    /** Staff's reason for a decision; null for a refund granted at once. */
    decision_reason: z.nullable(z.string()),
  }),
);
export type RefundRequestState = z.infer<typeof RefundRequestState>;

const reasonText = (what: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(3, { error: `Please give ${what} (at least 3 characters)` }),
      z.maxLength(500, { error: 'The reason can be at most 500 characters' }),
    );

/** POST /api/orders/{id}/refund-request (the buyer). */
export const RefundRequestBody = lazySchema(() => z.object({ reason: reasonText('the reason for the refund') }));
export type RefundRequestBody = z.infer<typeof RefundRequestBody>;

/** POST /api/orders/{id}/refund-request/decision (staff). */
export const RefundRequestDecision = lazySchema(() =>
  z.object({ grant: z.boolean(), reason: reasonText('the reason for your decision') }),
);
export type RefundRequestDecision = z.infer<typeof RefundRequestDecision>;

export const REFUND_REQUEST_TEXTS = {
  notRefundable: 'Only a completed order can be refunded',
  alreadyAsked: 'A refund was already requested for this order',
  notPending: 'This refund request was already decided',
  noRequest: 'There is no refund request on this order',
} as const;
