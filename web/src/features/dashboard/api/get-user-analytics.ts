import { getUserAnalyticsRoute } from '@shop/shared/api/routes/get-user-analytics';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The dashboard's figures, recent orders and activity. */
export const getUserAnalyticsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.account.analytics(userId),
    queryFn: ({ signal }) => apiRequest(getUserAnalyticsRoute, { params: { userId }, signal }),
  });
