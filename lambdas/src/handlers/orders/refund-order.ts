import { refundOrderRoute } from '@shop/shared/api/routes/refund-order';
import { requireCaller } from '../../domain/accounts/require-caller.ts';
import { refundOrder } from '../../domain/refunds/refund-order.ts';
import { httpRoute } from '../../http/http-route.ts';
import { refundDeps } from './refund-deps.ts';

export const handler = httpRoute(refundOrderRoute, async ({ params, body, caller }) => ({
  body: await refundOrder(refundDeps(), requireCaller(caller), params.id, body),
  headers: { 'cache-control': 'no-store' },
}));
