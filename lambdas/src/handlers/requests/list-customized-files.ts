import { listCustomizedFilesRoute } from '@shop/shared/api/routes/list-customized-files';
import { documentClient, tableName } from '../../db/document-client.ts';
import { requireCaller } from '../../domain/accounts/require-caller.ts';
import { listCustomizedFiles } from '../../domain/quotes/list-customized-files.ts';
import { httpRoute } from '../../http/http-route.ts';
import { ordersRepository } from '../../repositories/orders-repository.ts';

export const handler = httpRoute(listCustomizedFilesRoute, async ({ params, caller }) => ({
  body: await listCustomizedFiles(
    { orders: ordersRepository(documentClient(), tableName()) },
    requireCaller(caller),
    params.id,
  ),
  headers: { 'cache-control': 'private, no-store' },
}));
