import { routeByName } from '@shop/shared/api/routes';
import { documentClient, tableName } from '../../db/document-client.ts';
import { requireCaller } from '../../domain/accounts/require-caller.ts';
import { listOrders } from '../../domain/orders/list-orders.ts';
import { httpRoute } from '../../http/http-route.ts';
import { ordersRepository } from '../../repositories/orders-repository.ts';

const route = routeByName('list-orders');

export const handler = httpRoute(route, async ({ query, caller }) => ({
  body: await listOrders(ordersRepository(documentClient(), tableName()), requireCaller(caller), query),
  headers: { 'cache-control': 'private, no-store' },
}));
