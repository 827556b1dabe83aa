import { getUserAnalyticsRoute } from '@shop/shared/api/routes/get-user-analytics';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** The dashboard's figures, recent orders and activity. */
export const getUserAnalyticsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['account', userId, 'analytics'],
    queryFn: ({ signal }) => apiRequest(getUserAnalyticsRoute, { params: { userId }, signal }),
  });
