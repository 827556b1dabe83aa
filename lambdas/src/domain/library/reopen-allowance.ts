import { LIBRARY_REOPENING, LIBRARY_TEXTS } from '@shop/shared/orders/library';
import type { StoredOrder } from '../../repositories/order-item.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The buyer's own reopenings of this order in the rolling year before `now`. */
export function reopeningsThisYear(order: Pick<StoredOrder, 'window_reopenings'>, now: Date): number {
  const since = now.getTime() - LIBRARY_REOPENING.periodDays * DAY_MS;
  return (order.window_reopenings ?? []).filter((at) => new Date(at).getTime() > since).length;
}

export function reopeningsLeft(order: Pick<StoredOrder, 'window_reopenings'>, freePerYear: number, now: Date): number {
  return Math.max(0, freePerYear - reopeningsThisYear(order, now));
}

/** The window is open: paid, not refunded, its end still ahead. */
export function windowIsOpen(order: Pick<StoredOrder, 'status' | 'expires_at'>, now: Date): boolean {
  return order.status === 'completed' && !!order.expires_at && new Date(order.expires_at).getTime() > now.getTime();
}

/**
 * Why the buyer may not reopen this order's closed window themselves, or undefined when they may: only a completed
 * order never disputed at the bank (refunded ones are not in the library at all), within the yearly allowance.
 */
export function reopenRefusal(
  order: Pick<StoredOrder, 'status' | 'dispute_status' | 'window_reopenings'>,
  freePerYear: number,
  now: Date,
): string | undefined {
  if (order.status !== 'completed') return LIBRARY_TEXTS.notOwned;
  if (order.dispute_status) return LIBRARY_TEXTS.disputed;
  if (freePerYear <= 0) return LIBRARY_TEXTS.selfServiceOff;
  if (reopeningsLeft(order, freePerYear, now) === 0) return LIBRARY_TEXTS.limitReached;
  return undefined;
}
