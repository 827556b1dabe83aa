import { paymentWebhookRoute } from '@shop/shared/api/routes/payment-webhook';
import { PAYSTACK_SIGNATURE_HEADER } from '@shop/shared/payments/webhook';
import { paymentDepsFromEnv } from '../../adapters/payment-wiring.ts';
import { s3Client } from '../../adapters/s3-client.ts';
import { ENV_NAMES, requiredEnv } from '../../config/env.ts';
import { documentClient, tableName } from '../../db/document-client.ts';
import { handleWebhook } from '../../domain/payments/handle-webhook.ts';
import { httpRoute } from '../../http/http-route.ts';
import { deliveryRemoval } from '../../repositories/delivery-removal.ts';

/** The signature covers the bytes Paystack sent, so the body is taken raw, never re-serialised. */
export const handler = httpRoute(paymentWebhookRoute, async ({ event }) => {
  const raw = Buffer.from(event.body ?? '', event.isBase64Encoded ? 'base64' : 'utf8');
  const deps = paymentDepsFromEnv({
    remove: (orderId) =>
      deliveryRemoval(documentClient(), tableName(), s3Client(), requiredEnv(ENV_NAMES.planFilesBucket)).remove(
        orderId,
      ),
  });
  return { body: await handleWebhook(deps, raw, event.headers?.[PAYSTACK_SIGNATURE_HEADER]) };
});
