import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema.ts';
import { Order } from '../orders/order.ts';
import { PACKAGES } from '../plans/plan.ts';

/** The periods the Analytics page offers, in days; the page opens on the last 30 days. */
export const ANALYTICS_PERIODS = ['7d', '30d', '90d', '365d'] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const DEFAULT_ANALYTICS_PERIOD: AnalyticsPeriod = '30d';

export const ANALYTICS_PERIOD_DAYS: Record<AnalyticsPeriod, number> = { '7d': 7, '30d': 30, '90d': 90, '365d': 365 };

export const ANALYTICS_PERIOD_LABELS: Record<AnalyticsPeriod, string> = {
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  '365d': 'Last 365 days',
};

/** Texts of the Analytics page, shared by the page and the server's refusals. */
export const ANALYTICS_TEXTS = {
  failed: 'Failed to load analytics',
  retry: 'Try Again',
  refresh: 'Refresh Data',
  badPeriod: `period must be one of: ${ANALYTICS_PERIODS.join(', ')}`,
} as const;

export const TOP_PLANS = 5;
export const RECENT_ACTIVITY = 10;
export const DASHBOARD_RECENT_ORDERS = 5;

/** GET /api/analytics?period=30d */
export const AnalyticsQuery = lazySchema(() =>
  z.object({
    period: z._default(z.enum(ANALYTICS_PERIODS, { error: ANALYTICS_TEXTS.badPeriod }), DEFAULT_ANALYTICS_PERIOD),
  }),
);
export type AnalyticsQuery = z.infer<typeof AnalyticsQuery>;

/** One day of completed sales (UTC date; Ghana keeps UTC all year). Amounts in cedis. */
export const AnalyticsDay = lazySchema(() =>
  z.object({
    date: z.string(),
    revenue: z.number(),
    orders: z.number(),
    downloads: z.number(),
  }),
);
export type AnalyticsDay = z.infer<typeof AnalyticsDay>;

export const PackageSales = lazySchema(() =>
  z.object({ package: z.enum(PACKAGES), orders: z.number(), revenue: z.number() }),
);
export type PackageSales = z.infer<typeof PackageSales>;

export const PlanSales = lazySchema(() =>
  z.object({ planId: z.string(), title: z.string(), orders: z.number(), revenue: z.number() }),
);
export type PlanSales = z.infer<typeof PlanSales>;

/** Change of this period against the one before, in percent with 1 decimal; null when the earlier one had none. */
export const AnalyticsGrowth = lazySchema(() =>
  z.object({
    revenue: z.nullable(z.number()),
    orders: z.nullable(z.number()),
    downloads: z.nullable(z.number()),
    users: z.nullable(z.number()),
  }),
);
export type AnalyticsGrowth = z.infer<typeof AnalyticsGrowth>;

export const PeriodTotals = lazySchema(() =>
  z.object({
    /** Gross: what buyers paid; `netRevenue` + `tax` = `revenue`. */
    revenue: z.number(),
    netRevenue: z.number(),
    tax: z.number(),
    orders: z.number(),
    downloads: z.number(),
    newUsers: z.number(),
  }),
);
export type PeriodTotals = z.infer<typeof PeriodTotals>;

export const ACTIVITY_SOURCES = ['admin', 'order'] as const;

/** A line of the Activity tab: an admin change from the audit trail, or a completed order. */
export const AnalyticsActivity = lazySchema(() =>
  z.object({
    id: z.string(),
    source: z.enum(ACTIVITY_SOURCES),
    at: z.string(),
    /** Who did it: the admin's email, or the buyer's. */
    actor: z.string(),
    /** e.g. plan.update, user.role, order.completed. */
    action: z.string(),
    summary: z.string(),
  }),
);
export type AnalyticsActivity = z.infer<typeof AnalyticsActivity>;

/**
 * Admin analytics (overview and planMetrics), all computed from data: overview
 * holds all-time totals (completed orders, their revenue in cedis, file downloads, accounts, plans);
 * the rest covers the chosen period, growth compares it with the period of equal length before it.
 */
export const AdminAnalytics = lazySchema(() =>
  z.object({
    period: z.enum(ANALYTICS_PERIODS),
    /** First and last day of the period, YYYY-MM-DD (UTC), both included. */
    from: z.string(),
    to: z.string(),
    overview: z.object({
      totalUsers: z.number(),
      totalOrders: z.number(),
      /** What buyers paid (gross), of which the tax collected and the rest (net); cedis. */
      totalRevenue: z.number(),
      totalNetRevenue: z.number(),
      totalTax: z.number(),
      totalDownloads: z.number(),
      totalPlans: z.number(),
    }),
    planMetrics: z.object({ totalPlans: z.number(), activePlans: z.number() }),
    periodTotals: PeriodTotals,
    growth: AnalyticsGrowth,
    series: z.array(AnalyticsDay),
    byPackage: z.array(PackageSales),
    topPlans: z.array(PlanSales),
    recentActivity: z.array(AnalyticsActivity),
    recentOrders: z.array(Order),
  }),
);
export type AdminAnalytics = z.infer<typeof AdminAnalytics>;
