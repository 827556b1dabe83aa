import { listPlansRoute } from '@shop/shared/api/routes/list-plans';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { PlanListQueryInput } from '../utils/plan-list-search-params.ts';

export function getPlans(query: PlanListQueryInput & { cursor?: string }, signal?: AbortSignal) {
  return apiRequest(listPlansRoute, { query, signal });
}

/** Pages of the filtered list, chained by the API's opaque cursor; `total` and `featuredTotal` come on page one. */
export const getPlansInfiniteQueryOptions = (query: PlanListQueryInput) =>
  infiniteQueryOptions({
    queryKey: ['plans', 'list', query],
    queryFn: ({ pageParam, signal }) => getPlans(pageParam ? { ...query, cursor: pageParam } : query, signal),
    initialPageParam: '',
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

/** Keeps the previous results on screen while a new filter loads, so the grid does not flash empty. */
export function usePlans(query: PlanListQueryInput) {
  return useInfiniteQuery({ ...getPlansInfiniteQueryOptions(query), placeholderData: keepPreviousData });
}
