import * as z from 'zod/mini';
import { SHOP_LANGUAGES } from '../i18n/languages.ts';
import { BillingDetails } from '../invoices/billing.ts';
import { lazySchema } from '../lazy-schema.ts';
import { GiftRequest } from '../orders/gift.ts';
import { LICENCE_NAME_MAX, LICENCE_NAME_TEXTS } from '../orders/licence.ts';
import { ORDER_KINDS } from '../orders/order.ts';
import { BUILD_LABEL_MAX, PLAN_EXTRAS_TEXTS } from '../orders/plan-extras.ts';
import { PACKAGES } from '../plans/plan.ts';
import { CodeText } from '../promotions/promotion.ts';
import { ONLINE_PAYMENTS_OFF_MESSAGE } from '../settings/site-settings.ts';

/**
 * POST /api/payments/initialize, body as the storefront sends it. `amount`, `planTitle` and
 * `userId` are accepted for compatibility and ignored: the price comes from the plan, the buyer from the token.
 */
export const InitializePaymentRequest = lazySchema(() =>
  z.object({
    email: z
      .string({ error: 'Please enter your email address' })
      .check(
        z.trim(),
        z.minLength(1, { error: 'Please enter your email address' }),
        z.email({ error: 'Please enter a valid email address' }),
        z.maxLength(254),
      ),
    planId: z
      .string({ error: 'planId is required' })
      .check(z.minLength(1, { error: 'planId is required' }), z.maxLength(100)),
    packageType: z.enum(PACKAGES, { error: `packageType must be one of: ${PACKAGES.join(', ')}` }),
    /**
     * Who the licence names (checkout's "Name on the licence"): stamped on every sheet and on the certificate.
     * Older clients that send none get the account's name (initialize-payment.ts).
     */
    licenceName: z.optional(
      z.string({ error: LICENCE_NAME_TEXTS.required }).check(
        z.trim(),
        z.minLength(1, { error: LICENCE_NAME_TEXTS.required }),
        z.maxLength(LICENCE_NAME_MAX, { error: LICENCE_NAME_TEXTS.tooLong }),
        // Line breaks and other control characters would break the stamp's single line.
        z.regex(/^[^\p{Cc}\p{Cf}]*$/u, { error: LICENCE_NAME_TEXTS.invalid }),
      ),
    ),
    /**
     * Who the invoice is made out to (checkout's billing details): a name (required), optionally a company, its tax
     * number and an address. Older clients that send none are billed in the licence's name.
     */
    billing: z.optional(BillingDetails),
    /** The language of the page the buyer paid from: the order's mails and its return pages follow it. */
    language: z.optional(z.enum(SHOP_LANGUAGES, { error: `language must be one of: ${SHOP_LANGUAGES.join(', ')}` })),
    /** A promotion code the buyer applied: checked, reserved and applied by the server (or the payment is refused). */
    promotionCode: z.optional(CodeText()),
    /**
     * Absent for a purchase. `upgrade`: raise the package the buyer holds to `packageType`; `extra_build`: one more
     * build of the package held (`packageType` is then ignored). The server finds what the buyer holds and prices it.
     */
    kind: z.optional(z.enum(ORDER_KINDS, { error: `kind must be one of: ${ORDER_KINDS.join(', ')}` })),
    /** An extra build's site name or plot reference, printed on the licence certificate. */
    buildLabel: z.optional(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(BUILD_LABEL_MAX, { error: PLAN_EXTRAS_TEXTS.labelTooLong }),
          z.regex(/^[^\p{Cc}\p{Cf}]*$/u, { error: PLAN_EXTRAS_TEXTS.labelInvalid }),
        ),
    ),
    /** "Give this plan": the order is paid by the caller and claimed by the recipient (decision 0055). */
    gift: z.optional(GiftRequest),
    amount: z.optional(z.unknown()),
    planTitle: z.optional(z.unknown()),
    userId: z.optional(z.unknown()),
  }),
);
export type InitializePaymentRequest = z.infer<typeof InitializePaymentRequest>;

export const InitializePaymentResponse = lazySchema(() =>
  z.object({
    success: z.boolean(),
    authorization_url: z.string(),
    reference: z.string(),
    orderId: z.string(),
    /** What is charged, in cedis: the catalogue price (plus taxes when prices exclude them), whatever the client said. */
    amount: z.number(),
  }),
);
export type InitializePaymentResponse = z.infer<typeof InitializePaymentResponse>;

export const PAYMENT_TEXTS = {
  /** The Payments tab's own wording, so the refusal says what the plan page and checkout already show. */
  paymentsOff: ONLINE_PAYMENTS_OFF_MESSAGE,
  planUnavailable: 'This plan is not available for purchase',
  noPrice: 'This package has no price yet. Please contact us to buy it.',
  noReference: 'No payment reference found',
  providerDown: 'The payment provider could not be reached. Please try again in a moment.',
  noAccountEmail: 'Your account has no email address. Please sign in again or contact support.',
} as const;
