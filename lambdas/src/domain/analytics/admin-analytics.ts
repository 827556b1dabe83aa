import {
  type AdminAnalytics,
  type AnalyticsActivity,
  type AnalyticsQuery,
  DASHBOARD_RECENT_ORDERS,
  RECENT_ACTIVITY,
  TOP_PLANS,
} from '@shop/shared/admin/analytics';
import { paidOrderNumber } from '@shop/shared/invoices/document-number';
import { formatCedisWithPesewas } from '@shop/shared/money';
import { PLAN_STATUSES } from '@shop/shared/plans/plan';
import type { AnalyticsRepository } from '../../repositories/analytics-repository.ts';
import type { AuditRepository } from '../../repositories/audit-repository.ts';
import { type StoredOrder, toPublicOrder } from '../../repositories/order-item.ts';
import type { PlanStatusCounts } from '../../repositories/plan-status-counts.ts';
import type { RecentOrdersReader } from '../../repositories/recent-orders-reader.ts';
import type { UserCensus } from '../ports/identity.ts';
import { cedis, dailySeries, growthPercent, salesByPackage, sumRange, topPlansByRevenue } from './analytics-figures.ts';
import { inRange, periodRanges } from './analytics-period.ts';

export interface AdminAnalyticsDeps {
  analytics: AnalyticsRepository;
  orders: RecentOrdersReader;
  audit: AuditRepository;
  plans: PlanStatusCounts;
  users: UserCensus;
  now: () => Date;
}

function orderActivity(order: StoredOrder): AnalyticsActivity {
  return {
    id: order.id,
    source: 'order',
    at: order.paid_at ?? order.created_at,
    actor: order.user_email,
    action: 'order.completed',
    summary: `${paidOrderNumber(order)}: ${order.plan_title} (${order.package_type}) paid, ${formatCedisWithPesewas(order.amount)}`,
  };
}

/**
 * The Analytics page and the dashboard's order figures, from maintained aggregates rather than from every order:
 * one Query of day aggregates covering the period and the one before it (series, package split, growth), one
 * Query of plan-day aggregates (top plans), one GetItem of all-time totals, the catalogue snapshot's head (plan
 * counts), a few short Queries (latest orders, audit trail) and the user pool's accounts. All run at once.
 */
export async function getAdminAnalytics(deps: AdminAnalyticsDeps, query: AnalyticsQuery): Promise<AdminAnalytics> {
  const { current, previous } = periodRanges(query.period, deps.now());
  const [days, planDays, totals, planCounts, audit, completed, latestOrders, userDates] = await Promise.all([
    deps.analytics.days(previous.from, current.to),
    deps.analytics.planDays(current.from, current.to),
    deps.analytics.totals(),
    deps.plans.byStatus(),
    deps.audit.latest({ limit: RECENT_ACTIVITY }),
    deps.orders.latestCompleted(RECENT_ACTIVITY),
    deps.orders.latest(DASHBOARD_RECENT_ORDERS),
    deps.users.creationDates(),
  ]);

  const thisPeriod = sumRange(current, days);
  const lastPeriod = sumRange(previous, days);
  const newUsers = userDates.filter((at) => inRange(current, at)).length;
  const earlierUsers = userDates.filter((at) => inRange(previous, at)).length;
  const totalPlans = PLAN_STATUSES.reduce((sum, status) => sum + planCounts[status], 0);

  const activity: AnalyticsActivity[] = [
    ...audit.map((event) => ({
      id: event.id,
      source: 'admin' as const,
      at: event.at,
      actor: event.actor_email,
      action: event.action,
      summary: event.summary,
    })),
    ...completed.map(orderActivity),
  ]
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, RECENT_ACTIVITY);

  return {
    period: query.period,
    from: current.from,
    to: current.to,
    overview: {
      totalUsers: userDates.length,
      totalOrders: totals.orders,
      totalRevenue: cedis(totals.revenuePesewas),
      totalNetRevenue: cedis(totals.revenuePesewas - totals.taxPesewas),
      totalTax: cedis(totals.taxPesewas),
      totalDownloads: totals.downloads,
      totalPlans,
    },
    planMetrics: { totalPlans, activePlans: planCounts.active },
    periodTotals: {
      revenue: cedis(thisPeriod.revenuePesewas),
      netRevenue: cedis(thisPeriod.revenuePesewas - thisPeriod.taxPesewas),
      tax: cedis(thisPeriod.taxPesewas),
      orders: thisPeriod.orders,
      downloads: thisPeriod.downloads,
      newUsers,
    },
    growth: {
      revenue: growthPercent(thisPeriod.revenuePesewas, lastPeriod.revenuePesewas),
      orders: growthPercent(thisPeriod.orders, lastPeriod.orders),
      downloads: growthPercent(thisPeriod.downloads, lastPeriod.downloads),
      users: growthPercent(newUsers, earlierUsers),
    },
    series: dailySeries(current, days),
    byPackage: salesByPackage(current, days),
    topPlans: topPlansByRevenue(planDays, TOP_PLANS),
    recentActivity: activity,
    recentOrders: latestOrders.map(toPublicOrder),
  };
}
