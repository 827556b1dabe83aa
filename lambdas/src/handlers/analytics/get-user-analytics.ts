import { getUserAnalyticsRoute } from '@shop/shared/api/routes/get-user-analytics';
import { documentClient, tableName } from '../../db/document-client.ts';
import { requireCaller } from '../../domain/accounts/require-caller.ts';
import { getUserAnalytics } from '../../domain/analytics/user-analytics.ts';
import { httpRoute } from '../../http/http-route.ts';
import { ordersRepository } from '../../repositories/orders-repository.ts';
import { userFavoritesReader } from '../../repositories/user-favorites-reader.ts';

export const handler = httpRoute(getUserAnalyticsRoute, async ({ params, caller }) => {
  const deps = {
    orders: ordersRepository(documentClient(), tableName()),
    favorites: userFavoritesReader(documentClient(), tableName()),
  };
  return {
    body: await getUserAnalytics(deps, requireCaller(caller), params.userId),
    headers: { 'cache-control': 'private, no-store' },
  };
});
