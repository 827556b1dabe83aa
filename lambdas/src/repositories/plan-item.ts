import { toPesewas } from '@shop/shared/money';
import { AdminPlan } from '@shop/shared/plans/plan';
import { parseItem } from '../db/parse-item.ts';
import { planKeys } from '../db/table-design.ts';
import { indexKey, tableKey } from '../db/table-keys.ts';

/**
 * How a plan is stored: the plan's fields, its key, the keys of every catalogue index it appears in (each
 * sort order is an index whose partition is the plan's status), and the lower-case title and description
 * for case-insensitive text filters.
 */
export function toPlanItem(plan: AdminPlan): Record<string, unknown> {
  const partition = planKeys.statusPartition(plan.status);
  return {
    ...plan,
    ...tableKey(planKeys.pk(plan.id), planKeys.sk),
    ...indexKey(planKeys.featuredIndex, partition, planKeys.featuredSort(plan.featured, plan.created_at)),
    ...indexKey(planKeys.priceIndex, partition, planKeys.priceSort(toPesewas(plan.basic_price))),
    ...indexKey(planKeys.ratingIndex, partition, planKeys.ratingSort(plan.rating_average, plan.rating_count)),
    ...indexKey(planKeys.downloadsIndex, partition, planKeys.downloadsSort(plan.downloads)),
    entity: 'plan',
    search_text: `${plan.title}\n${plan.description}`.toLowerCase(),
  };
}

/** Reads a plan item: the plan's fields, checked, without the key attributes. */
export function fromPlanItem(item: Record<string, unknown>): AdminPlan {
  // Plans stored before footprints existed have none; a null written by hand reads as none too.
  const { footprint_width_m: width, footprint_depth_m: depth, ...rest } = item;
  const footprint = width == null || depth == null ? {} : { footprint_width_m: width, footprint_depth_m: depth };
  return parseItem(AdminPlan, { ...rest, ...footprint }, 'plan');
}
