import type { AnalyticsDay } from '@shop/shared/admin/analytics';

/** "+12.5%", "-3%", "0%", or "No earlier sales to compare" when the earlier period had none. */
export function formatGrowth(percent: number | null, none = 'Nothing in the period before to compare'): string {
  if (percent === null) return none;
  const sign = percent > 0 ? '+' : '';
  return `${sign}${percent}% on the period before`;
}

/** "20 Nov" for an axis label (dates are UTC days). */
export function shortDay(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
}

/** A sentence for screen readers standing in for a chart. */
export function seriesSummary(points: readonly AnalyticsDay[], field: 'revenue' | 'orders', unit: string): string {
  const total = points.reduce((sum, point) => sum + point[field], 0);
  const best = points.reduce<AnalyticsDay | undefined>(
    (top, point) => (point[field] > (top?.[field] ?? 0) ? point : top),
    undefined,
  );
  const first = points[0]?.date ?? '';
  const last = points[points.length - 1]?.date ?? '';
  const peak = best ? `, highest on ${shortDay(best.date)} (${best[field].toLocaleString('en-GB')})` : '';
  return `${unit} per day from ${first} to ${last}: ${total.toLocaleString('en-GB')} in total${peak}.`;
}

const PACKAGE_LABELS = { basic: 'Basic', standard: 'Standard', premium: 'Premium' } as const;

export function packageLabel(pkg: keyof typeof PACKAGE_LABELS): string {
  return PACKAGE_LABELS[pkg];
}
