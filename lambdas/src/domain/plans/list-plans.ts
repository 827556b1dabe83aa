import type { PlanListQuery, PlanListResponse } from '@shop/shared/plans/plan-list-query';
import { type Caller, isAdmin } from '../../auth/caller.ts';
import type { PlanFilter, PlansRepository } from '../../repositories/plans-repository.ts';
import { ForbiddenError, UnauthenticatedError } from '../domain-errors.ts';
import { toPublicPlan } from './to-public-plan.ts';

/** Visitors only ever see active plans; other statuses are for staff. */
function assertMaySeeStatus(query: PlanListQuery, caller: Caller | undefined): void {
  if (query.status === 'active') return;
  if (!caller) throw new UnauthenticatedError(`Sign in with a staff account to see ${query.status} plans`);
  if (!isAdmin(caller)) throw new ForbiddenError(`Only staff can see ${query.status} plans`);
}

export async function listPlans(
  plans: PlansRepository,
  query: PlanListQuery,
  caller: Caller | undefined,
): Promise<PlanListResponse> {
  assertMaySeeStatus(query, caller);
  const filter: PlanFilter = {
    status: query.status,
    featured: query.featured === undefined ? undefined : query.featured === 'true',
    type: query.type,
    minBedrooms: query.minBedrooms,
    priceBand: query.priceBand,
    text: query.q,
  };
  const firstPage = !query.cursor;
  const [page, counts] = await Promise.all([
    plans.page({ filter, sort: query.sort, limit: query.limit, cursor: query.cursor }),
    firstPage ? plans.count(filter) : undefined,
  ]);
  return {
    plans: page.plans.map(toPublicPlan),
    nextCursor: page.nextCursor,
    ...(counts ? { total: counts.total, featuredTotal: counts.featured } : {}),
  };
}
