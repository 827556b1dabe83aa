import type { UserAnalytics } from '@shop/shared/orders/user-analytics';

export interface AccountStats {
  totalOrders: number;
  favoritePlans: number;
  downloads: number;
  /** In cedis, completed orders only. */
  totalSpent: number;
}

/**
 * The four account figures (Total Orders, Favorite Plans, Downloads, Total Spent) from
 * GET /api/analytics/user/{userId}. Before it answers, or when it fails, every figure is zero,
 * never a stale or made-up one.
 */
export function accountStatsFrom(analytics: UserAnalytics | undefined): AccountStats {
  if (!analytics) return { totalOrders: 0, favoritePlans: 0, downloads: 0, totalSpent: 0 };
  return {
    totalOrders: analytics.totalOrders,
    favoritePlans: analytics.totalFavorites,
    downloads: analytics.totalDownloads,
    totalSpent: analytics.totalSpent,
  };
}
