import type { PublicPlan } from '@shop/shared/plans/plan';

export interface PlanOverview {
  total: number;
  active: number;
  inactive: number;
  draft: number;
  featured: number;
  downloads: number;
}

/** Counts over the whole catalogue for the dashboard's counters and platform overview. */
export function planOverview(plans: readonly PublicPlan[]): PlanOverview {
  const overview: PlanOverview = { total: plans.length, active: 0, inactive: 0, draft: 0, featured: 0, downloads: 0 };
  for (const plan of plans) {
    overview[plan.status] += 1;
    if (plan.featured) overview.featured += 1;
    overview.downloads += plan.downloads;
  }
  return overview;
}

/** The first five featured plans, as the dashboard lists them (active ones before others, newest first). */
export function featuredPlans(plans: readonly PublicPlan[], max = 5): PublicPlan[] {
  return plans
    .filter((plan) => plan.featured)
    .sort(
      (a, b) =>
        Number(b.status === 'active') - Number(a.status === 'active') || b.created_at.localeCompare(a.created_at),
    )
    .slice(0, max);
}
