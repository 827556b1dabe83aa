import { describe, expect, it } from 'vitest';
import { filterOrders, STATUS_FILTERS } from '../src/features/orders/utils/order-stats.ts';

const ORDERS = [
  { id: 'ord-aaaa1111', status: 'completed', amount: 1999.99, planTitle: 'Modern Villa' },
  { id: 'ord-bbbb2222', status: 'refunded', amount: 2500, planTitle: 'Coastal Bungalow' },
];

describe("the buyer's order status filter", () => {
  it('offers Refunded, and shows only the refunded orders with it', () => {
    expect(STATUS_FILTERS.map((filter) => filter.label)).toContain('Refunded');

    expect(filterOrders(ORDERS, { tab: 'all', status: 'refunded', search: '' }).map((order) => order.id)).toEqual([
      'ord-bbbb2222',
    ]);
  });
});
