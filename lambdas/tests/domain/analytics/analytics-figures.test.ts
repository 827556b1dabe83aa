import { describe, expect, it } from 'vitest';
import {
  dailySeries,
  growthPercent,
  salesByPackage,
  sumRange,
  topPlansByRevenue,
} from '../../../src/domain/analytics/analytics-figures.ts';
import { inRange, periodRanges } from '../../../src/domain/analytics/analytics-period.ts';
import type { DayAggregate, PlanDayAggregate } from '../../../src/repositories/analytics-repository.ts';

function day(date: string, overrides: Partial<DayAggregate> = {}): DayAggregate {
  return {
    date,
    revenuePesewas: 0,
    taxPesewas: 0,
    orders: 0,
    downloads: 0,
    byPackage: {
      basic: { orders: 0, revenuePesewas: 0 },
      standard: { orders: 0, revenuePesewas: 0 },
      premium: { orders: 0, revenuePesewas: 0 },
    },
    quotesAccepted: 0,
    quoteRevenuePesewas: 0,
    ...overrides,
  };
}

const planDay = (date: string, planId: string, planTitle: string, orders: number, revenuePesewas: number) => ({
  date,
  planId,
  planTitle,
  orders,
  revenuePesewas,
});

describe('periodRanges', () => {
  it('covers the last N UTC days including today, and the N days just before', () => {
    const { current, previous } = periodRanges('7d', new Date('2026-11-20T23:59:00.000Z'));

    expect(current).toMatchObject({ from: '2026-11-14', to: '2026-11-20' });
    expect(current.days).toEqual([
      '2026-11-14',
      '2026-11-15',
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
    ]);
    expect(previous).toMatchObject({ from: '2026-11-07', to: '2026-11-13' });
    expect(previous.days).toHaveLength(7);
  });

  it('crosses month and year ends and gives 30 days for the default period', () => {
    const { current, previous } = periodRanges('30d', new Date('2027-01-10T08:00:00.000Z'));

    expect(current).toMatchObject({ from: '2026-12-12', to: '2027-01-10' });
    expect(current.days).toHaveLength(30);
    expect(previous).toMatchObject({ from: '2026-11-12', to: '2026-12-11' });
  });

  it('places an instant in the range by its UTC day', () => {
    const { current } = periodRanges('7d', new Date('2026-11-20T12:00:00.000Z'));

    expect(inRange(current, '2026-11-14T00:00:00.000Z')).toBe(true);
    expect(inRange(current, '2026-11-13T23:59:59.999Z')).toBe(false);
    expect(inRange(current, '2026-11-20T23:59:59.999Z')).toBe(true);
    expect(inRange(current, '')).toBe(false);
  });
});

describe('growthPercent', () => {
  it('is the change on the earlier figure in percent with one decimal', () => {
    expect(growthPercent(150, 100)).toBe(50);
    expect(growthPercent(2, 3)).toBe(-33.3);
    expect(growthPercent(100, 100)).toBe(0);
  });

  it('is null when there was nothing before (no honest percentage)', () => {
    expect(growthPercent(5, 0)).toBeNull();
    expect(growthPercent(0, 0)).toBeNull();
  });
});

describe('dailySeries', () => {
  it('has one point per day, zeros where nothing sold, revenue in cedis', () => {
    const { current } = periodRanges('7d', new Date('2026-11-20T10:00:00.000Z'));

    const series = dailySeries(current, [
      day('2026-11-15', { revenuePesewas: 400_000, orders: 1, downloads: 3 }),
      day('2026-11-20', { revenuePesewas: 249_999, orders: 2 }),
      day('2026-11-01', { revenuePesewas: 999_900, orders: 9 }),
    ]);

    expect(series).toHaveLength(7);
    expect(series[0]).toEqual({ date: '2026-11-14', revenue: 0, orders: 0, downloads: 0 });
    expect(series[1]).toEqual({ date: '2026-11-15', revenue: 4000, orders: 1, downloads: 3 });
    expect(series[6]).toEqual({ date: '2026-11-20', revenue: 2499.99, orders: 2, downloads: 0 });
    expect(series.reduce((sum, point) => sum + point.orders, 0)).toBe(3);
  });
});

describe('sums over a period', () => {
  const { current, previous } = periodRanges('7d', new Date('2026-11-20T10:00:00.000Z'));
  const days = [
    day('2026-11-10', {
      revenuePesewas: 100_000,
      orders: 1,
      byPackage: {
        basic: { orders: 1, revenuePesewas: 100_000 },
        standard: { orders: 0, revenuePesewas: 0 },
        premium: { orders: 0, revenuePesewas: 0 },
      },
    }),
    day('2026-11-18', {
      revenuePesewas: 1_000_000,
      orders: 2,
      downloads: 4,
      byPackage: {
        basic: { orders: 0, revenuePesewas: 0 },
        standard: { orders: 1, revenuePesewas: 400_000 },
        premium: { orders: 1, revenuePesewas: 600_000 },
      },
    }),
  ];

  it('keeps each period to its own days', () => {
    expect(sumRange(current, days)).toEqual({ revenuePesewas: 1_000_000, taxPesewas: 0, orders: 2, downloads: 4 });
    expect(sumRange(previous, days)).toEqual({ revenuePesewas: 100_000, taxPesewas: 0, orders: 1, downloads: 0 });
  });

  it('splits the period by package, listing every package', () => {
    expect(salesByPackage(current, days)).toEqual([
      { package: 'basic', orders: 0, revenue: 0 },
      { package: 'standard', orders: 1, revenue: 4000 },
      { package: 'premium', orders: 1, revenue: 6000 },
    ]);
  });
});

describe('topPlansByRevenue', () => {
  it('adds up each plan over the days and ranks by revenue, then orders, under its latest title', () => {
    const planDays: PlanDayAggregate[] = [
      planDay('2026-11-15', 'villa', 'Old Villa Name', 1, 400_000),
      planDay('2026-11-18', 'villa', 'Tema Villa', 1, 600_000),
      planDay('2026-11-16', 'bungalow', 'Bungalow', 3, 600_000),
      planDay('2026-11-17', 'duplex', 'Duplex', 1, 600_000),
      planDay('2026-11-17', 'flat', 'Flat', 1, 10_000),
    ];

    const top = topPlansByRevenue(planDays, 3);

    expect(top).toEqual([
      { planId: 'villa', title: 'Tema Villa', orders: 2, revenue: 10_000 },
      { planId: 'bungalow', title: 'Bungalow', orders: 3, revenue: 6000 },
      { planId: 'duplex', title: 'Duplex', orders: 1, revenue: 6000 },
    ]);
  });

  it('returns no plans when nothing sold', () => {
    expect(topPlansByRevenue([], 5)).toEqual([]);
  });
});
