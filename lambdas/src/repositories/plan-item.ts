import { toPesewas } from '@shop/shared/money';
import { AdminPlan } from '@shop/shared/plans/plan';
import { type DerivedAttribute, entity, type IndexKeyPart, indexAttributes } from '../db/entity.ts';
import { planKeys } from '../db/table-design.ts';

/** A catalogue index's partition: the plan's status, so one Query reads the plans of a status in that order. */
const byStatus: IndexKeyPart<AdminPlan> = { from: ['status'], value: (plan) => planKeys.statusPartition(plan.status) };

/** The lower-case title and description, for case-insensitive text filters. */
const searchText: DerivedAttribute<AdminPlan> = {
  from: ['title', 'description'],
  value: (plan) => `${plan.title}\n${plan.description}`.toLowerCase(),
};

/**
 * How a plan is stored: its fields, its key, the keys of every catalogue index it appears in (each sort order is an
 * index whose partition is the plan's status) and its search text, each with the fields it is computed from, so a
 * partial update rewrites exactly the ones that move. Rating and downloads sort keys follow their counters.
 */
export const planEntity = entity<AdminPlan, Pick<AdminPlan, 'id'>>({
  name: 'plan',
  what: 'plan',
  key: { partition: (plan) => planKeys.pk(plan.id), sort: () => planKeys.sk },
  derived: {
    ...indexAttributes<AdminPlan>(planKeys.featuredIndex, {
      partition: byStatus,
      // created_at is set once, at creation: only featured moves this key.
      sort: { from: ['featured'], value: (plan) => planKeys.featuredSort(plan.featured, plan.created_at) },
    }),
    ...indexAttributes<AdminPlan>(planKeys.priceIndex, {
      partition: byStatus,
      sort: { from: ['basic_price'], value: (plan) => planKeys.priceSort(toPesewas(plan.basic_price)) },
    }),
    ...indexAttributes<AdminPlan>(planKeys.ratingIndex, {
      partition: byStatus,
      sort: {
        from: ['rating_average', 'rating_count'],
        value: (plan) => planKeys.ratingSort(plan.rating_average, plan.rating_count),
      },
    }),
    ...indexAttributes<AdminPlan>(planKeys.downloadsIndex, {
      partition: byStatus,
      sort: { from: ['downloads'], value: (plan) => planKeys.downloadsSort(plan.downloads) },
    }),
    search_text: searchText,
  },
  schema: () => AdminPlan,
  // Plans stored before footprints existed have none; a null written by hand reads as none too.
  normalize: ({ footprint_width_m: width, footprint_depth_m: depth, ...rest }) => ({
    ...rest,
    ...(width == null || depth == null ? {} : { footprint_width_m: width, footprint_depth_m: depth }),
  }),
});

/** How a plan is stored: its fields, its key and what derives from them. */
export const toPlanItem = (plan: AdminPlan) => planEntity.toItem(plan);
/** Reads a plan item: the plan's fields, checked, without the key attributes. */
export const fromPlanItem = planEntity.fromItem;
