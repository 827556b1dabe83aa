import { toPesewas } from '@shop/shared/money';
import { AdminPlan } from '@shop/shared/plans/plan';
import type { Derivation } from '../db/derived-update.ts';
import { parseItem } from '../db/parse-item.ts';
import { planKeys } from '../db/table-design.ts';
import { indexKey, keyNames, tableKey } from '../db/table-keys.ts';

/**
 * What a plan item holds beyond the plan's fields: the keys of every catalogue index it appears in (each sort order
 * is an index whose partition is the plan's status) and the lower-case title and description for case-insensitive
 * text filters, each with the fields it is computed from, so a partial update rewrites exactly the ones that move.
 */
export const planDerivation: Derivation<AdminPlan> = {
  derive(plan) {
    const partition = planKeys.statusPartition(plan.status);
    return {
      ...indexKey(planKeys.featuredIndex, partition, planKeys.featuredSort(plan.featured, plan.created_at)),
      ...indexKey(planKeys.priceIndex, partition, planKeys.priceSort(toPesewas(plan.basic_price))),
      ...indexKey(planKeys.ratingIndex, partition, planKeys.ratingSort(plan.rating_average, plan.rating_count)),
      ...indexKey(planKeys.downloadsIndex, partition, planKeys.downloadsSort(plan.downloads)),
      search_text: `${plan.title}\n${plan.description}`.toLowerCase(),
    };
  },
  sources: {
    ...Object.fromEntries(
      [planKeys.featuredIndex, planKeys.priceIndex, planKeys.ratingIndex, planKeys.downloadsIndex].map((index) => [
        keyNames(index).partition,
        ['status'] as const,
      ]),
    ),
    // created_at is set once, at creation.
    [keyNames(planKeys.featuredIndex).sort]: ['featured'],
    [keyNames(planKeys.priceIndex).sort]: ['basic_price'],
    [keyNames(planKeys.ratingIndex).sort]: ['rating_average', 'rating_count'],
    [keyNames(planKeys.downloadsIndex).sort]: ['downloads'],
    search_text: ['title', 'description'],
  },
};

/** How a plan is stored: its fields, its key and what derives from them. */
export function toPlanItem(plan: AdminPlan): Record<string, unknown> {
  return {
    ...plan,
    ...tableKey(planKeys.pk(plan.id), planKeys.sk),
    ...planDerivation.derive(plan),
    entity: 'plan',
  };
}

/** Reads a plan item: the plan's fields, checked, without the key attributes. */
export function fromPlanItem(item: Record<string, unknown>): AdminPlan {
  // Plans stored before footprints existed have none; a null written by hand reads as none too.
  const { footprint_width_m: width, footprint_depth_m: depth, ...rest } = item;
  const footprint = width == null || depth == null ? {} : { footprint_width_m: width, footprint_depth_m: depth };
  return parseItem(AdminPlan, { ...rest, ...footprint }, 'plan');
}
