import { listPlansRoute } from '@shop/shared/api/routes/list-plans';
import { HOME_FEATURED_MAX } from '@shop/shared/constants';
import { planInLanguage } from '@shop/shared/plans/plan-in-language';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export async function getFeaturedPlans(signal?: AbortSignal) {
  const page = await apiRequest(listPlansRoute, {
    query: { featured: 'true', status: 'active', limit: String(HOME_FEATURED_MAX) },
    signal,
  });
  return page.plans.slice(0, HOME_FEATURED_MAX).map((plan) => planInLanguage(plan, currentLanguage()));
}

export const getFeaturedPlansQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.plans.featured(currentLanguage()),
    queryFn: ({ signal }) => getFeaturedPlans(signal),
  });

export function useFeaturedPlans() {
  return useQuery(getFeaturedPlansQueryOptions());
}
