import type { PublicPlan } from '@shop/shared/plans/plan';
import type { PlanListResponse } from '@shop/shared/plans/plan-list-query';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function getPlan(id: string, signal?: AbortSignal) {
  return apiRequest('get-plan', { params: { id }, signal });
}

export const getPlanQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['plans', 'detail', id], queryFn: ({ signal }) => getPlan(id, signal) });

type CachedPlans = PublicPlan[] | { pages: PlanListResponse[] } | PublicPlan | undefined;

/** A plan the visitor just saw on a card, so its page can paint at once while the full record loads. */
export function findCachedPlan(queryClient: QueryClient, id: string): PublicPlan | undefined {
  for (const [, data] of queryClient.getQueriesData<CachedPlans>({ queryKey: ['plans'] })) {
    const plans = Array.isArray(data) ? data : data && 'pages' in data ? data.pages.flatMap((page) => page.plans) : [];
    const found = plans.find((plan) => plan.id === id);
    if (found) return found;
  }
  return undefined;
}

export function usePlan(id: string) {
  const queryClient = useQueryClient();
  return useQuery({ ...getPlanQueryOptions(id), placeholderData: () => findCachedPlan(queryClient, id) });
}
