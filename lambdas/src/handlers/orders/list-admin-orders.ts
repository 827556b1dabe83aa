import { listAdminOrdersRoute } from '@shop/shared/api/routes/list-admin-orders';
import { documentClient, tableName } from '../../db/document-client.ts';
import { listAdminOrders } from '../../domain/orders/list-admin-orders.ts';
import { httpRoute } from '../../http/http-route.ts';
import { ordersRepository } from '../../repositories/orders-repository.ts';

export const handler = httpRoute(listAdminOrdersRoute, async ({ query }) => ({
  body: await listAdminOrders(ordersRepository(documentClient(), tableName()), query),
  headers: { 'cache-control': 'private, no-store' },
}));
