import { verifyPaymentRoute } from '@shop/shared/api/routes/verify-payment';
import { paymentDepsFromEnv } from '../../adapters/payment-wiring.ts';
import { requireCaller } from '../../domain/accounts/require-caller.ts';
import { verifyPayment } from '../../domain/payments/verify-payment.ts';
import { httpRoute } from '../../http/http-route.ts';

export const handler = httpRoute(verifyPaymentRoute, async ({ params, caller }) => ({
  body: await verifyPayment(paymentDepsFromEnv(), requireCaller(caller), params.reference),
  headers: { 'cache-control': 'no-store' },
}));
