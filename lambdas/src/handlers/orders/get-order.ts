import { getOrderRoute } from '@shop/shared/api/routes/get-order';
import { documentClient, tableName } from '../../db/document-client.ts';
import { requireCaller } from '../../domain/accounts/require-caller.ts';
import { getOrder } from '../../domain/orders/get-order.ts';
import { httpRoute } from '../../http/http-route.ts';
import { ordersRepository } from '../../repositories/orders-repository.ts';

export const handler = httpRoute(getOrderRoute, async ({ params, caller }) => ({
  body: await getOrder(ordersRepository(documentClient(), tableName()), requireCaller(caller), params.id),
  headers: { 'cache-control': 'private, no-store' },
}));
