import { routeByName } from '@shop/shared/api/routes';
import { documentClient, tableName } from '../../db/document-client.ts';
import { requireCaller } from '../../domain/accounts/require-caller.ts';
import { getOrder } from '../../domain/orders/get-order.ts';
import { httpRoute } from '../../http/http-route.ts';
import { ordersRepository } from '../../repositories/orders-repository.ts';

const route = routeByName('get-order');

export const handler = httpRoute(route, async ({ params, caller }) => ({
  body: await getOrder(ordersRepository(documentClient(), tableName()), requireCaller(caller), params.id),
  headers: { 'cache-control': 'private, no-store' },
}));
