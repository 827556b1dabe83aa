import { confirmPaymentRoute } from '@shop/shared/api/routes/confirm-payment';
import { paymentDepsFromEnv } from '../../adapters/payment-wiring.ts';
import { requireCaller } from '../../domain/accounts/require-caller.ts';
import { verifyPayment } from '../../domain/payments/verify-payment.ts';
import { httpRoute } from '../../http/http-route.ts';

/** The POST reading of verify: the same answer inside `data`. */
export const handler = httpRoute(confirmPaymentRoute, async ({ body, caller }) => ({
  body: { data: await verifyPayment(paymentDepsFromEnv(), requireCaller(caller), body?.reference) },
  headers: { 'cache-control': 'no-store' },
}));
