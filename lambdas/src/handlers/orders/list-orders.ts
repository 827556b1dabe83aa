import { listOrdersRoute } from '@shop/shared/api/routes/list-orders';
import { documentClient, tableName } from '../../db/document-client.ts';
import { requireCaller } from '../../domain/accounts/require-caller.ts';
import { listOrders } from '../../domain/orders/list-orders.ts';
import { httpRoute } from '../../http/http-route.ts';
import { giftsRepository } from '../../repositories/gifts-repository.ts';
import { ordersRepository } from '../../repositories/orders-repository.ts';

export const handler = httpRoute(listOrdersRoute, async ({ query, caller }) => ({
  body: await listOrders(
    ordersRepository(documentClient(), tableName()),
    requireCaller(caller),
    query,
    giftsRepository(documentClient(), tableName()),
  ),
  headers: { 'cache-control': 'private, no-store' },
}));
