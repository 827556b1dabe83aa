import { describe, expect, it } from 'vitest';
import { formatGrowth, seriesSummary, shortDay } from '../src/features/admin-analytics/utils/analytics-format.ts';
import { describePeriodChange } from '../src/features/admin-dashboard/utils/growth.ts';

const day = (date: string, revenue: number, orders: number) => ({ date, revenue, orders, downloads: 0 });

describe('analytics growth texts', () => {
  it('shows the computed change with its sign, and says so when nothing came before', () => {
    expect(formatGrowth(12.5)).toBe('+12.5% on the period before');
    expect(formatGrowth(-40)).toBe('-40% on the period before');
    expect(formatGrowth(0)).toBe('0% on the period before');
    expect(formatGrowth(null)).toBe('Nothing in the period before to compare');
  });

  it('writes the dashboard lines from the endpoint figures, never a fixed percentage', () => {
    expect(describePeriodChange('3 orders', 3, 50)).toBe('3 orders in the last 30 days (+50% on the 30 days before)');
    expect(describePeriodChange('₵400.00', 400, null)).toBe('₵400.00 in the last 30 days (none the 30 before)');
    expect(describePeriodChange('0 orders', 0, null)).toBe('0 orders in the last 30 days');
  });
});

describe('chart texts', () => {
  it('labels days in UTC and sums a series for screen readers', () => {
    const points = [day('2026-11-19', 0, 0), day('2026-11-20', 4000, 1), day('2026-11-21', 2500, 2)];

    expect(shortDay('2026-11-20')).toBe('20 Nov');
    expect(seriesSummary(points, 'orders', 'Orders')).toBe(
      'Orders per day from 2026-11-19 to 2026-11-21: 3 in total, highest on 21 Nov (2).',
    );
    expect(seriesSummary(points, 'revenue', 'Revenue')).toContain('6,500 in total, highest on 20 Nov (4,000)');
  });
});
