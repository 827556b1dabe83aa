import { largestFootprint, type PlotSetbacks } from '@shop/shared/build/plot-fit';
import type { PlanListQuery, PlanListResponse } from '@shop/shared/plans/plan-list-query';
import { type Caller, isAdmin } from '../../auth/caller.ts';
import { ForbiddenError, UnauthenticatedError } from '../../errors/domain-errors.ts';
import type { CatalogueEntry } from '../../repositories/catalogue/catalogue-entry.ts';
import { catalogueQuery } from '../../repositories/catalogue/catalogue-page.ts';
import type { PlansById } from '../../repositories/plans-by-id.ts';
import type { PlanFilter } from '../../repositories/plans-repository.ts';
import { toPublicPlan } from './to-public-plan.ts';

/** Visitors only ever see active plans; other statuses are for staff. */
function assertMaySeeStatus(query: PlanListQuery, caller: Caller | undefined): void {
  if (query.status === 'active') return;
  if (!caller) throw new UnauthenticatedError(`Sign in with a staff account to see ${query.status} plans`);
  if (!isAdmin(caller)) throw new ForbiddenError(`Only staff can see ${query.status} plans`);
}

/**
 * The largest footprint the buyer's plot takes, from the setbacks as they are now: plans store only their
 * footprint, so a change of setbacks applies to every plan at once and nothing stored goes stale.
 */
async function plotLimit(query: PlanListQuery, setbacks: () => Promise<PlotSetbacks>) {
  if (query.plotWidth === undefined || query.plotDepth === undefined) return undefined;
  const plot = { width: query.plotWidth, depth: query.plotDepth, unit: query.plotUnit ?? 'm' };
  return largestFootprint(plot, await setbacks());
}

/** Where the list reads: every plan's snapshot entry (filters, sorts, search), and the page's plans by id. */
export interface CatalogueReader {
  entries(): Promise<CatalogueEntry[]>;
  plansById: PlansById;
}

export async function listPlans(
  catalogue: CatalogueReader,
  query: PlanListQuery,
  caller: Caller | undefined,
  setbacks: () => Promise<PlotSetbacks>,
): Promise<PlanListResponse> {
  assertMaySeeStatus(query, caller);
  const filter: PlanFilter = {
    maxFootprint: await plotLimit(query, setbacks),
    status: query.status,
    featured: query.featured === undefined ? undefined : query.featured === 'true',
    type: query.type,
    minBedrooms: query.minBedrooms,
    priceBand: query.priceBand,
    text: query.q,
  };
  const run = catalogueQuery({
    filter,
    sort: query.sort,
    limit: query.limit,
    cursor: query.cursor,
    language: query.lang ?? 'en',
  });
  const page = run(await catalogue.entries());
  const plans = await catalogue.plansById(page.ids);
  // A plan deleted between the snapshot read and this one is left out rather than failing the page.
  const found = page.ids.flatMap((id) => {
    const plan = plans.get(id);
    return plan ? [toPublicPlan(plan)] : [];
  });
  return {
    plans: found,
    nextCursor: page.nextCursor,
    ...(query.cursor ? {} : { total: page.total, featuredTotal: page.featured }),
  };
}
