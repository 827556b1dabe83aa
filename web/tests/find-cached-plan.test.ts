import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { findCachedPlan } from '../src/lib/plans/get-plan.ts';
import { makePlan } from '../src/testing/plan-fixtures.ts';

describe('findCachedPlan', () => {
  it('finds a plan already shown in a loaded list page or in the featured list', () => {
    // Prepare
    const queryClient = new QueryClient();
    queryClient.setQueryData(['plans', 'featured'], [makePlan({ id: 'featured-1' })]);
    queryClient.setQueryData(['plans', 'list', { sort: 'featured' }], {
      pages: [
        { plans: [makePlan({ id: 'a' })], nextCursor: 'c' },
        { plans: [makePlan({ id: 'b', title: 'Second page' })], nextCursor: null },
      ],
      pageParams: ['', 'c'],
    });

    // Act
    const fromList = findCachedPlan(queryClient, 'b');
    const fromFeatured = findCachedPlan(queryClient, 'featured-1');
    const unknown = findCachedPlan(queryClient, 'nope');

    // Assess
    expect(fromList?.title).toBe('Second page');
    expect(fromFeatured?.id).toBe('featured-1');
    expect(unknown).toBeUndefined();
  });
});
