import { paymentWebhookRoute } from '@shop/shared/api/routes/payment-webhook';
import { PAYSTACK_SIGNATURE_HEADER } from '@shop/shared/payments/webhook';
import { paymentDepsFromEnv } from '../../adapters/payment-wiring.ts';
import { handleWebhook } from '../../domain/payments/handle-webhook.ts';
import { httpRoute } from '../../http/http-route.ts';

/** The signature covers the bytes Paystack sent, so the body is taken raw, never re-serialised. */
export const handler = httpRoute(paymentWebhookRoute, async ({ event }) => {
  const raw = Buffer.from(event.body ?? '', event.isBase64Encoded ? 'base64' : 'utf8');
  return { body: await handleWebhook(paymentDepsFromEnv(), raw, event.headers?.[PAYSTACK_SIGNATURE_HEADER]) };
});
