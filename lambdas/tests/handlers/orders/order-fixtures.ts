import type { StoredOrder } from '../../../src/repositories/order-item.ts';
import { ORDER_ID, orderItem } from '../payments/payment-fixtures.ts';

export const DAY_MS = 24 * 60 * 60 * 1000;
/** The sample order's item key. */
export const ORDER_KEY = { pk: `ORDER#${ORDER_ID}`, sk: 'ORDER' };

export const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

/** A completed standard order of villa-01, paid `paidDaysAgo` days ago, its window open 4 more days, nothing downloaded. */
export function completedOrder(overrides: Partial<StoredOrder> = {}, paidDaysAgo = 3) {
  return orderItem({
    status: 'completed',
    payment_status: 'completed',
    channel: 'card',
    paid_at: daysAgo(paidDaysAgo),
    expires_at: new Date(Date.now() + 4 * DAY_MS).toISOString(),
    files: [{ key: 'plans/villa-01/standard/villa-01-standard.pdf', tier: 'standard' }],
    ...overrides,
  });
}
