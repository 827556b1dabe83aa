import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema.ts';

/** Paystack signs each webhook with HMAC SHA512 of the raw body, keyed with the secret key, in this header. */
export const PAYSTACK_SIGNATURE_HEADER = 'x-paystack-signature';

/** Always answered 200 once the signature is good, so Paystack stops retrying, whatever the event was. */
export const WebhookReceipt = lazySchema(() => z.object({ received: z.boolean() }));
