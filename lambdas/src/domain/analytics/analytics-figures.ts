import type { AnalyticsDay, PackageSales, PlanSales } from '@shop/shared/admin/analytics';
import { PACKAGES } from '@shop/shared/plans/plan';
import type { DayAggregate, PlanDayAggregate } from '../../repositories/analytics-repository.ts';
import type { DayRange } from './analytics-period.ts';

/** Pesewas to cedis; sums are kept in pesewas so no rounding creeps in. */
export const cedis = (pesewas: number) => pesewas / 100;

/**
 * Change from `previous` to `current` in percent, 1 decimal. null when `previous` is 0: growth from nothing
 * has no honest percentage.
 */
export function growthPercent(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

/** One point per day of the range, oldest first; days without sales read as zeros. */
export function dailySeries(range: DayRange, aggregates: readonly DayAggregate[]): AnalyticsDay[] {
  const byDate = new Map(aggregates.map((day) => [day.date, day]));
  return range.days.map((date) => {
    const day = byDate.get(date);
    return {
      date,
      revenue: cedis(day?.revenuePesewas ?? 0),
      orders: day?.orders ?? 0,
      downloads: day?.downloads ?? 0,
    };
  });
}

export interface RangeSums {
  revenuePesewas: number;
  taxPesewas: number;
  orders: number;
  downloads: number;
}

/** Revenue, orders and downloads over the range's days. */
export function sumRange(range: DayRange, aggregates: readonly DayAggregate[]): RangeSums {
  const sums: RangeSums = { revenuePesewas: 0, taxPesewas: 0, orders: 0, downloads: 0 };
  for (const day of aggregates) {
    if (day.date < range.from || day.date > range.to) continue;
    sums.revenuePesewas += day.revenuePesewas;
    sums.taxPesewas += day.taxPesewas;
    sums.orders += day.orders;
    sums.downloads += day.downloads;
  }
  return sums;
}

/** Orders and revenue per package over the range, every package listed (basic, standard, premium). */
export function salesByPackage(range: DayRange, aggregates: readonly DayAggregate[]): PackageSales[] {
  return PACKAGES.map((pkg) => {
    let orders = 0;
    let revenuePesewas = 0;
    for (const day of aggregates) {
      if (day.date < range.from || day.date > range.to) continue;
      orders += day.byPackage[pkg].orders;
      revenuePesewas += day.byPackage[pkg].revenuePesewas;
    }
    return { package: pkg, orders, revenue: cedis(revenuePesewas) };
  });
}

/**
 * The plans that earned most over the given plan-days, highest revenue first (then more orders, then title),
 * each under the title of its latest sale.
 */
export function topPlansByRevenue(planDays: readonly PlanDayAggregate[], limit: number): PlanSales[] {
  const plans = new Map<string, { title: string; latest: string; orders: number; revenuePesewas: number }>();
  for (const day of planDays) {
    const plan = plans.get(day.planId) ?? { title: day.planTitle, latest: day.date, orders: 0, revenuePesewas: 0 };
    plan.orders += day.orders;
    plan.revenuePesewas += day.revenuePesewas;
    if (day.date >= plan.latest) {
      plan.latest = day.date;
      plan.title = day.planTitle || plan.title;
    }
    plans.set(day.planId, plan);
  }
  return [...plans.entries()]
    .map(([planId, plan]) => ({ planId, title: plan.title, orders: plan.orders, revenuePesewas: plan.revenuePesewas }))
    .sort((a, b) => b.revenuePesewas - a.revenuePesewas || b.orders - a.orders || a.title.localeCompare(b.title))
    .slice(0, limit)
    .map(({ revenuePesewas, ...plan }) => ({ ...plan, revenue: cedis(revenuePesewas) }));
}
