import type { AnalyticsPeriod } from '@shop/shared/admin/analytics';
import { getAnalyticsRoute } from '@shop/shared/api/routes/get-analytics';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/analytics for a period; the dashboard and the Analytics page share the cached answer. */
export const analyticsQueryOptions = (period: AnalyticsPeriod) =>
  queryOptions({
    queryKey: queryKeys.admin.analytics(period),
    queryFn: ({ signal }) => apiRequest(getAnalyticsRoute, { query: { period }, signal }),
  });

export function useAnalytics(period: AnalyticsPeriod) {
  // Switching period keeps the last figures on screen until the new ones arrive.
  return useQuery({ ...analyticsQueryOptions(period), placeholderData: keepPreviousData });
}
