import { listPromotionsRoute } from '@shop/shared/api/routes/list-promotions';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';
import { queryKeys } from './query-keys.ts';

/** The staff list of promotion codes: read by the promotions page and, for its counters, by the analytics page. */
export const adminPromotionsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.admin.promotions,
    queryFn: async ({ signal }) => (await apiRequest(listPromotionsRoute, { signal })).promotions,
  });
