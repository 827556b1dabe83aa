import { listPlansRoute } from '@shop/shared/api/routes/list-plans';
import { PLAN_PAGE_SIZE_MAX } from '@shop/shared/constants';
import { PLAN_STATUSES, type PlanStatus, type PublicPlan } from '@shop/shared/plans/plan';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Every plan of one status, page after page (the catalogue is hundreds of plans, 50 a page). */
async function getPlansWithStatus(status: PlanStatus, signal?: AbortSignal): Promise<PublicPlan[]> {
  const plans: PublicPlan[] = [];
  let cursor: string | undefined;
  do {
    const page = await apiRequest(listPlansRoute, {
      query: { status, sort: 'featured', limit: String(PLAN_PAGE_SIZE_MAX), ...(cursor ? { cursor } : {}) },
      signal,
    });
    plans.push(...page.plans);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return plans;
}

/**
 * All plans whatever their status, newest first. The list route shows staff every status (one Query per status
 * on the status-partitioned index), so the admin table needs no route of its own.
 */
export async function getAdminPlans(signal?: AbortSignal): Promise<PublicPlan[]> {
  const lists = await Promise.all(PLAN_STATUSES.map((status) => getPlansWithStatus(status, signal)));
  return lists.flat().sort((a, b) => b.created_at.localeCompare(a.created_at));
}

/** Under the plans root so every plan change (and sign-in or sign-out) refreshes it with the shop's own lists. */
export const adminPlansQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.plans.adminAll, queryFn: ({ signal }) => getAdminPlans(signal) });

export function useAdminPlans() {
  return useQuery(adminPlansQueryOptions());
}
