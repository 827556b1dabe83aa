import type { PublicPlan } from '@shop/shared/plans/plan';
import { describe, expect, it } from 'vitest';
import { describeGrowth, growthOf } from '../src/features/admin-dashboard/utils/growth.ts';
import { featuredPlans, planOverview } from '../src/features/admin-dashboard/utils/plan-overview.ts';
import { makePlan } from '../src/testing/plan-fixtures.ts';

const NOW = new Date('2026-06-30T12:00:00.000Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();

describe('dashboard growth lines', () => {
  it('counts the last 30 days against the 30 before, from the dates themselves', () => {
    // Prepare: 3 recent, 2 in the month before, 1 older still
    const dates = [daysAgo(1), daysAgo(10), daysAgo(29), daysAgo(31), daysAgo(59), daysAgo(61)];

    // Act
    const growth = growthOf(dates, NOW);

    // Assess
    expect(growth).toEqual({ current: 3, previous: 2, percent: 50 });
    expect(describeGrowth(growth, 'users')).toBe('3 new users in the last 30 days (+50% on the 30 days before)');
  });

  it('gives no percentage when the month before had none', () => {
    // Act
    const growth = growthOf([daysAgo(2)], NOW);

    // Assess
    expect(growth.percent).toBeNull();
    expect(describeGrowth(growth, 'plans')).toBe('1 new plans in the last 30 days (none the 30 before)');
  });

  it('reports a fall as a negative percentage', () => {
    // Act / Assess
    expect(growthOf([daysAgo(3), daysAgo(40), daysAgo(45), daysAgo(50), daysAgo(55)], NOW).percent).toBe(-75);
  });
});

describe('dashboard plan figures', () => {
  const plans: PublicPlan[] = [
    makePlan({ id: 'a', status: 'active', featured: true, downloads: 4, created_at: daysAgo(5) }),
    makePlan({ id: 'b', status: 'draft', featured: true, downloads: 0, created_at: daysAgo(1) }),
    makePlan({ id: 'c', status: 'inactive', featured: false, downloads: 6, created_at: daysAgo(9) }),
    makePlan({ id: 'd', status: 'active', featured: true, downloads: 1, created_at: daysAgo(2) }),
  ];

  it('counts plans by status, featured plans and downloads', () => {
    // Act / Assess
    expect(planOverview(plans)).toEqual({ total: 4, active: 2, inactive: 1, draft: 1, featured: 3, downloads: 11 });
  });

  it('lists featured plans active first, newest first, at most five', () => {
    // Act / Assess
    expect(featuredPlans(plans).map((plan) => plan.id)).toEqual(['d', 'a', 'b']);
    expect(featuredPlans(plans, 1).map((plan) => plan.id)).toEqual(['d']);
  });
});
