import { extendOrderWindowRoute } from '@shop/shared/api/routes/extend-order-window';
import { requireCaller } from '../../domain/accounts/require-caller.ts';
import { extendOrderWindow } from '../../domain/orders/reissue-order.ts';
import { httpRoute } from '../../http/http-route.ts';
import { orderActionDeps } from './order-action-deps.ts';

export const handler = httpRoute(extendOrderWindowRoute, async ({ params, body, caller }) => ({
  body: await extendOrderWindow(orderActionDeps(), requireCaller(caller), params.id, body.days),
  headers: { 'cache-control': 'no-store' },
}));
