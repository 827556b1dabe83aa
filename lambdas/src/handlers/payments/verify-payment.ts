import { routeByName } from '@shop/shared/api/routes';
import { paymentDepsFromEnv } from '../../adapters/payment-wiring.ts';
import { requireCaller } from '../../domain/accounts/require-caller.ts';
import { verifyPayment } from '../../domain/payments/verify-payment.ts';
import { httpRoute } from '../../http/http-route.ts';

const route = routeByName('verify-payment');

export const handler = httpRoute(route, async ({ params, caller }) => ({
  body: await verifyPayment(paymentDepsFromEnv(), requireCaller(caller), params.reference),
  headers: { 'cache-control': 'no-store' },
}));
