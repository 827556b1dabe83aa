import { ErrorBody } from '@shop/shared/api/errors';
import { getPlanRoute } from '@shop/shared/api/routes/get-plan';
import { PublicPlan } from '@shop/shared/plans/plan';
import { planInLanguage } from '@shop/shared/plans/plan-in-language';
import type { PlanListResponse } from '@shop/shared/plans/plan-list-query';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { currentLanguage } from '../../i18n/i18n.ts';
import { ApiError, buildApiUrl } from '../api-client.ts';
import { getIdToken } from '../auth.ts';
import { takeEarlyRequest } from '../early-requests.ts';
import { queryKeys } from '../query-keys.ts';
import { isValidPlanData } from './plan-validity.ts';

/** Plan data that fails the validity rule (plan-validity.ts); the page shows its error state. */
export class InvalidPlanDataError extends Error {
  constructor() {
    super('Failed to fetch plan');
    this.name = 'InvalidPlanDataError';
  }
}

/**
 * One plan by id. Unlike other calls this one reads the raw body before the schema does, because the
 * plan-data check (plan-validity.ts) looks at fields (travel_date, fare...) that schema parsing would silently drop.
 */
export async function getPlan(id: string, signal?: AbortSignal): Promise<PublicPlan> {
  const headers: Record<string, string> = { accept: 'application/json' };
  // An optional-auth row: staff see plans that are not active yet, so a signed-in caller sends the token.
  const token = await getIdToken();
  if (token) headers.authorization = `Bearer ${token}`;
  const url = buildApiUrl(getPlanRoute.path, { id });
  // A first visit to a plan page: the boot script already asked, without a token, while the app downloaded.
  const early = takeEarlyRequest(url);
  const response = await ((!token && early) || fetch(url, { headers, credentials: 'same-origin', signal }));
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = ErrorBody.safeParse(data);
    const message = error.success && response.status < 500 ? error.data.message : `Request failed (${response.status})`;
    throw new ApiError(response.status, message);
  }
  if (!isValidPlanData(data)) throw new InvalidPlanDataError();
  const parsed = PublicPlan.safeParse(data);
  if (!parsed.success) throw new InvalidPlanDataError();
  return planInLanguage(parsed.data, currentLanguage());
}

export const getPlanQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.plans.detail(id, currentLanguage()),
    queryFn: ({ signal }) => getPlan(id, signal),
  });

type CachedPlans = PublicPlan[] | { pages: PlanListResponse[] } | PublicPlan | undefined;

/** A plan the visitor just saw on a card, so its page can paint at once while the full record loads. */
export function findCachedPlan(queryClient: QueryClient, id: string): PublicPlan | undefined {
  for (const [, data] of queryClient.getQueriesData<CachedPlans>({ queryKey: queryKeys.plans.all })) {
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
