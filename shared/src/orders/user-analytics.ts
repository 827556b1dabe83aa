import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema.ts';
import { Order } from './order.ts';

export const UserAnalyticsParams = lazySchema(() =>
  z.object({ userId: z.string().check(z.minLength(1), z.maxLength(100)) }),
);

export const ACTIVITY_KINDS = ['purchase', 'favorite', 'download'] as const;

/** One line of the dashboard's Activity tab: something the user really did. */
export const ActivityEntry = lazySchema(() =>
  z.object({
    kind: z.enum(ACTIVITY_KINDS),
    at: z.string(),
    planId: z.string(),
    planTitle: z.string(),
    orderId: z.nullable(z.string()),
  }),
);
export type ActivityEntry = z.infer<typeof ActivityEntry>;

/**
 * User analytics for the dashboard. totalSpent counts completed orders only (cedis);
 * totalDownloads is the number of file downloads across the user's orders; recentOrders the newest 3.
 */
export const UserAnalytics = lazySchema(() =>
  z.object({
    totalOrders: z.number(),
    totalSpent: z.number(),
    totalFavorites: z.number(),
    totalDownloads: z.number(),
    recentOrders: z.array(Order),
    activity: z.array(ActivityEntry),
  }),
);
export type UserAnalytics = z.infer<typeof UserAnalytics>;
