import { routeByName } from '@shop/shared/api/routes';
import { documentClient, tableName } from '../../db/document-client.ts';
import { listAdminOrders } from '../../domain/orders/list-admin-orders.ts';
import { httpRoute } from '../../http/http-route.ts';
import { ordersRepository } from '../../repositories/orders-repository.ts';

const route = routeByName('list-admin-orders');

export const handler = httpRoute(route, async ({ query }) => ({
  body: await listAdminOrders(ordersRepository(documentClient(), tableName()), query),
  headers: { 'cache-control': 'private, no-store' },
}));
