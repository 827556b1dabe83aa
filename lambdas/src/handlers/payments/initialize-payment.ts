import { randomUUID } from 'node:crypto';
import { initializePaymentRoute } from '@shop/shared/api/routes/initialize-payment';
import { paymentDepsFromEnv } from '../../adapters/payment-wiring.ts';
import { documentClient, tableName } from '../../db/document-client.ts';
import { requireCaller } from '../../domain/accounts/require-caller.ts';
import { initializePayment } from '../../domain/payments/initialize-payment.ts';
import { httpRoute } from '../../http/http-route.ts';
import { readSiteSettings } from '../../repositories/site-settings-repository.ts';

export const handler = httpRoute(initializePaymentRoute, async ({ body, caller }) => {
  const deps = {
    ...paymentDepsFromEnv(),
    paymentsEnabled: async () => (await readSiteSettings(documentClient(), tableName())).online_payments_enabled,
    newId: randomUUID,
  };
  return { body: await initializePayment(deps, requireCaller(caller), body), headers: { 'cache-control': 'no-store' } };
});
