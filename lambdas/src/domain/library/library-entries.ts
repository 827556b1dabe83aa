import { isUnclaimedGift } from '@shop/shared/orders/gift';
import type { LibraryEntry } from '@shop/shared/orders/library';
import { sellsPlan } from '@shop/shared/orders/order';
import { PACKAGES } from '@shop/shared/plans/plan';
import type { StoredOrder } from '../../repositories/order-item.ts';
import { reopeningsLeft, reopenRefusal, windowIsOpen } from './reopen-allowance.ts';

const rank = (order: StoredOrder) => PACKAGES.indexOf(order.package_type);
const paidTime = (order: StoredOrder) => new Date(order.paid_at ?? order.created_at).getTime();

/**
 * The order that stands for a plan in the library: the highest package held, the most recently paid among equals
 * (an upgrade or a second purchase simply counts, whatever order type made it).
 */
export function representativeOrder(orders: readonly StoredOrder[]): StoredOrder {
  return [...orders].sort((a, b) => rank(b) - rank(a) || paidTime(b) - paidTime(a))[0] as StoredOrder;
}

/** The buyer's completed orders grouped by plan, newest purchase first within each plan and across plans. */
export function ordersByPlan(orders: readonly StoredOrder[]): StoredOrder[][] {
  const groups = new Map<string, StoredOrder[]>();
  for (const order of orders) {
    // A gift the buyer gave and nobody claimed yet is not theirs to hold.
    if (order.status !== 'completed' || isUnclaimedGift(order)) continue;
    // The library holds plans: a paid quote for one of the firm's services is reached from the orders list.
    if (!sellsPlan(order)) continue;
    groups.set(order.plan_id, [...(groups.get(order.plan_id) ?? []), order]);
  }
  const newestFirst = (list: StoredOrder[]) => [...list].sort((a, b) => paidTime(b) - paidTime(a));
  return [...groups.values()]
    .map(newestFirst)
    .sort((a, b) => paidTime(b[0] as StoredOrder) - paidTime(a[0] as StoredOrder));
}

/** One library row from a plan's completed orders and the newest revision of the representative's files. */
export function libraryEntry(
  orders: readonly StoredOrder[],
  revisedAt: string | null,
  freePerYear: number,
  now: Date,
): LibraryEntry {
  const order = representativeOrder(orders);
  const open = windowIsOpen(order, now) && order.dispute_status !== 'open';
  return {
    plan_id: order.plan_id,
    plan_title: order.plan_title,
    image_url: order.image_url,
    package_type: order.package_type,
    order_id: order.id,
    order_ids: orders.map((o) => o.id),
    licence_name: order.licenceName ?? null,
    purchased_at: order.paid_at ?? order.created_at,
    revised_at: revisedAt,
    expires_at: order.expires_at,
    window_open: open,
    reopenings_left: order.dispute_status ? 0 : reopeningsLeft(order, freePerYear, now),
    reopen_refusal: open ? null : (reopenRefusal(order, freePerYear, now) ?? null),
  };
}
