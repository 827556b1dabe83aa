import { describe, expect, it } from 'vitest';
import { planKeys } from '../../src/db/table-design.ts';

/** Keys of the "Highest Rated" index, highest first, as DynamoDB reads them with ScanIndexForward false. */
const highestFirst = (plans: { average: number; count: number }[]) =>
  plans
    .map((plan) => ({ plan, key: planKeys.ratingSort(plan.average, plan.count) }))
    .sort((a, b) => (a.key < b.key ? 1 : a.key > b.key ? -1 : 0))
    .map(({ plan }) => plan);

describe('the rating sort key', () => {
  it('orders by the rating as shown, then by how many reviews', () => {
    const order = highestFirst([
      { average: 4.667, count: 3 }, // shown 4.7
      { average: 4.75, count: 4 }, // shown 4.8
      { average: 4.7, count: 10 }, // shown 4.7, more reviews
      { average: 4.8, count: 1 }, // shown 4.8, fewer reviews
    ]);
    expect(order).toEqual([
      { average: 4.75, count: 4 },
      { average: 4.8, count: 1 },
      { average: 4.7, count: 10 },
      { average: 4.667, count: 3 },
    ]);
  });
});
