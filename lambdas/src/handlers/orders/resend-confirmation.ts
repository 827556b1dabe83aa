import { resendConfirmationRoute } from '@shop/shared/api/routes/resend-confirmation';
import { requireCaller } from '../../domain/accounts/require-caller.ts';
import { resendConfirmation } from '../../domain/orders/reissue-order.ts';
import { httpRoute } from '../../http/http-route.ts';
import { orderActionDeps } from './order-action-deps.ts';

export const handler = httpRoute(resendConfirmationRoute, async ({ params, caller }) => ({
  body: await resendConfirmation(orderActionDeps(), requireCaller(caller), params.id),
  headers: { 'cache-control': 'no-store' },
}));
