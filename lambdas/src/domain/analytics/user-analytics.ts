import type { ActivityEntry, UserAnalytics } from '@shop/shared/orders/user-analytics';
import { type Caller, isAdmin } from '../../auth/caller.ts';
import { ForbiddenError } from '../../errors/domain-errors.ts';
import { toPublicOrder } from '../../repositories/order-item.ts';
import type { OrdersRepository } from '../../repositories/orders-repository.ts';
import type { UserFavoritesReader } from '../../repositories/user-favorites-reader.ts';

export const RECENT_ORDERS = 3;
/** The statuses of an order that was paid (see getUserAnalytics). */
const PAID_STATUSES: ReadonlySet<string> = new Set(['completed', 'refunded']);
export const ACTIVITY_ENTRIES = 10;

/**
 * The dashboard's numbers and its Activity tab, from the user's real orders and favorites:
 * totalOrders counts the orders that were paid (completed, and refunded ones: a purchase whose money went back),
 * never failed, cancelled or pending attempts; totalSpent counts completed orders only (summed in pesewas), downloads are file downloads counted
 * on the orders, activity is purchases, favorites and latest downloads, newest first.
 */
export async function getUserAnalytics(
  deps: { orders: OrdersRepository; favorites: UserFavoritesReader },
  caller: Caller,
  userId: string,
): Promise<UserAnalytics> {
  if (userId !== caller.sub && !isAdmin(caller)) throw new ForbiddenError('You can only see your own dashboard');
  const [orders, favorites] = await Promise.all([deps.orders.listByUser(userId), deps.favorites.list(userId)]);
  const completed = orders.filter((order) => order.status === 'completed');

  const activity: ActivityEntry[] = [];
  for (const order of completed) {
    activity.push({
      kind: 'purchase',
      at: order.paid_at ?? order.created_at,
      planId: order.plan_id,
      planTitle: order.plan_title,
      orderId: order.id,
    });
    if (order.last_download_at) {
      activity.push({
        kind: 'download',
        at: order.last_download_at,
        planId: order.plan_id,
        planTitle: order.plan_title,
        orderId: order.id,
      });
    }
  }
  const recentFavorites = [...favorites]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, ACTIVITY_ENTRIES);
  const titles = await deps.favorites.planTitles(recentFavorites.map((favorite) => favorite.planId));
  for (const favorite of recentFavorites) {
    const planTitle = titles.get(favorite.planId);
    if (planTitle)
      activity.push({ kind: 'favorite', at: favorite.createdAt, planId: favorite.planId, planTitle, orderId: null });
  }
  activity.sort((a, b) => b.at.localeCompare(a.at));

  return {
    totalOrders: orders.filter((order) => PAID_STATUSES.has(order.status)).length,
    totalSpent: completed.reduce((sum, order) => sum + order.amount_pesewas, 0) / 100,
    totalFavorites: favorites.length,
    totalDownloads: orders.reduce((sum, order) => sum + order.download_count, 0),
    recentOrders: orders.slice(0, RECENT_ORDERS).map(toPublicOrder),
    activity: activity.slice(0, ACTIVITY_ENTRIES),
  };
}
