import { listPlansRoute } from '@shop/shared/api/routes/list-plans';
import { planInLanguage } from '@shop/shared/plans/plan-in-language';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import type { PlanListQueryInput } from '../utils/plan-list-search-params.ts';

/** Plans in the shop's language; a French search also looks in the French texts (only then: the common URL stays cached). */
export async function getPlans(query: PlanListQueryInput & { cursor?: string }, signal?: AbortSignal) {
  const language = currentLanguage();
  const withLanguage = query.q && language === 'fr' ? { ...query, lang: 'fr' as const } : query;
  const page = await apiRequest(listPlansRoute, { query: withLanguage, signal });
  return { ...page, plans: page.plans.map((plan) => planInLanguage(plan, language)) };
}

/** Pages of the filtered list, chained by the API's opaque cursor; `total` and `featuredTotal` come on page one. */
export const getPlansInfiniteQueryOptions = (query: PlanListQueryInput) =>
  infiniteQueryOptions({
    queryKey: queryKeys.plans.list(currentLanguage(), query),
    queryFn: ({ pageParam, signal }) => getPlans(pageParam ? { ...query, cursor: pageParam } : query, signal),
    initialPageParam: '',
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

/** Keeps the previous results on screen while a new filter loads, so the grid does not flash empty. */
export function usePlans(query: PlanListQueryInput) {
  return useInfiniteQuery({ ...getPlansInfiniteQueryOptions(query), placeholderData: keepPreviousData });
}
