import { toPesewas } from '@shop/shared/money';
import type { AdminPlan } from '@shop/shared/plans/plan';
import { planKeys } from '../db/table-design.ts';

/** How a plan is stored: the plan's fields plus the keys of every index it appears in. */
export interface PlanItem extends AdminPlan {
  pk: string;
  sk: string;
  gsi1pk: string;
  gsi1sk: string;
  gsi2pk: string;
  gsi2sk: string;
  gsi3pk: string;
  gsi3sk: string;
  gsi4pk: string;
  gsi4sk: string;
  entity: 'plan';
  /** Lower-case title and description, for case-insensitive text filters. */
  search_text: string;
}

export function toPlanItem(plan: AdminPlan): PlanItem {
  const partition = planKeys.statusPartition(plan.status);
  return {
    ...plan,
    pk: planKeys.pk(plan.id),
    sk: planKeys.sk,
    gsi1pk: partition,
    gsi1sk: planKeys.featuredSort(plan.featured, plan.created_at),
    gsi2pk: partition,
    gsi2sk: planKeys.priceSort(toPesewas(plan.basic_price)),
    gsi3pk: partition,
    gsi3sk: planKeys.ratingSort(plan.rating_average, plan.rating_count),
    gsi4pk: partition,
    gsi4sk: planKeys.downloadsSort(plan.downloads),
    entity: 'plan',
    search_text: `${plan.title}\n${plan.description}`.toLowerCase(),
  };
}

export function fromPlanItem(item: Record<string, unknown>): AdminPlan {
  const {
    pk: _pk,
    sk: _sk,
    gsi1pk: _a,
    gsi1sk: _b,
    gsi2pk: _c,
    gsi2sk: _d,
    gsi3pk: _e,
    gsi3sk: _f,
    gsi4pk: _g,
    gsi4sk: _h,
    entity: _i,
    search_text: _j,
    ...plan
  } = item as unknown as PlanItem;
  // Plans stored before footprints existed have none; a null written by hand reads as none too.
  if (plan.footprint_width_m == null) delete plan.footprint_width_m;
  if (plan.footprint_depth_m == null) delete plan.footprint_depth_m;
  return plan;
}
