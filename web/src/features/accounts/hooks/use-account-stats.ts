export interface AccountStats {
  totalOrders: number;
  favoritePlans: number;
  downloads: number;
  /** In cedis, completed orders only. */
  totalSpent: number;
}

/**
 * The person's account statistics (user-and-admin.md: Total Orders, Favorite Plans, Downloads, Total Spent).
 *
 * TODO(orders and favorites issues): read the user analytics route (GET /api/analytics/user/{userId}) once orders
 * and favorites exist. Until then there is nothing to count, so every figure is a true zero, not a sample.
 */
export function useAccountStats(): AccountStats {
  return { totalOrders: 0, favoritePlans: 0, downloads: 0, totalSpent: 0 };
}
