import * as z from 'zod/mini';

/** Paystack signs each webhook with HMAC SHA512 of the raw body, keyed with the secret key, in this header. */
export const PAYSTACK_SIGNATURE_HEADER = 'x-paystack-signature';

/** Always answered 200 once the signature is good, so Paystack stops retrying, whatever the event was. */
export const WebhookReceipt = z.object({ received: z.boolean() });
