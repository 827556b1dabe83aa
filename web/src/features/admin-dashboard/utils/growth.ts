const DAY_MS = 24 * 60 * 60 * 1000;

export interface Growth {
  /** How many fell in the last `days` days. */
  current: number;
  /** How many fell in the `days` days before those. */
  previous: number;
  /** Change in percent, 1 decimal; null when the earlier period had none (no honest percentage exists). */
  percent: number | null;
}

/**
 * Growth of something counted by date (users by joining date, plans by creation date): the last 30 days
 * against the 30 before, computed from the records themselves, never a fixed figure.
 */
export function growthOf(dates: readonly string[], now: Date, days = 30): Growth {
  const end = now.getTime();
  const split = end - days * DAY_MS;
  const start = split - days * DAY_MS;
  let current = 0;
  let previous = 0;
  for (const iso of dates) {
    const at = Date.parse(iso);
    if (Number.isNaN(at) || at > end) continue;
    if (at > split) current += 1;
    else if (at > start) previous += 1;
  }
  const percent = previous === 0 ? null : Math.round(((current - previous) / previous) * 1000) / 10;
  return { current, previous, percent };
}

/** "+3 in the last 30 days (+50% on the 30 before)", or without the percentage when there is nothing to compare. */
export function describeGrowth(growth: Growth, noun: string): string {
  const head = `${growth.current} new ${noun} in the last 30 days`;
  if (growth.percent === null)
    return growth.previous === 0 && growth.current > 0 ? `${head} (none the 30 before)` : head;
  const sign = growth.percent > 0 ? '+' : '';
  return `${head} (${sign}${growth.percent}% on the 30 days before)`;
}

/**
 * A figure of the last 30 days with its change on the 30 before, as the analytics endpoint computed it from the
 * sales aggregates: "₵1,200.00 in the last 30 days (+20% on the 30 days before)".
 */
export function describePeriodChange(head: string, current: number, percent: number | null): string {
  const line = `${head} in the last 30 days`;
  if (percent === null) return current > 0 ? `${line} (none the 30 before)` : line;
  const sign = percent > 0 ? '+' : '';
  return `${line} (${sign}${percent}% on the 30 days before)`;
}
