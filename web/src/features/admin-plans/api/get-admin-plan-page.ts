import { listPlansRoute } from '@shop/shared/api/routes/list-plans';
import type { PlanSort, PlanStatus } from '@shop/shared/plans/plan';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Rows per page of the staff table: a screenful, so a page costs the same at 40 plans as at 5,000. */
export const ADMIN_PLAN_PAGE_SIZE = 25;

export interface AdminPlanListQuery {
  status: PlanStatus;
  sort: PlanSort;
  q: string;
}

/**
 * One page of plans of a status, searched and sorted by the server (the catalogue snapshot holds every status for
 * staff), chained by the API's cursor; the first page carries the total.
 */
export const adminPlanPageOptions = (query: AdminPlanListQuery) =>
  infiniteQueryOptions({
    // Under the plans root so every plan change refreshes it with the shop's own lists.
    queryKey: queryKeys.plans.adminPage(query),
    queryFn: ({ pageParam, signal }) =>
      apiRequest(listPlansRoute, {
        query: {
          status: query.status,
          sort: query.sort,
          limit: String(ADMIN_PLAN_PAGE_SIZE),
          ...(query.q.trim() ? { q: query.q.trim() } : {}),
          ...(pageParam ? { cursor: pageParam } : {}),
        },
        signal,
      }),
    initialPageParam: '',
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

export function useAdminPlanPages(query: AdminPlanListQuery) {
  return useInfiniteQuery({ ...adminPlanPageOptions(query), placeholderData: keepPreviousData });
}
