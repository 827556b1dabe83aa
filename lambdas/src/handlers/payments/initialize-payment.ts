import { initializePaymentRoute } from '@shop/shared/api/routes/initialize-payment';
import { initializeDepsFromEnv } from '../../adapters/initialize-payment-wiring.ts';
import { requireCaller } from '../../domain/accounts/require-caller.ts';
import { initializePayment } from '../../domain/payments/initialize-payment.ts';
import { clientAddress } from '../../http/client-address.ts';
import { httpRoute } from '../../http/http-route.ts';

export const handler = httpRoute(initializePaymentRoute, async ({ body, caller, event }) => ({
  body: await initializePayment(initializeDepsFromEnv(clientAddress(event)), requireCaller(caller), body),
  headers: { 'cache-control': 'no-store' },
}));
