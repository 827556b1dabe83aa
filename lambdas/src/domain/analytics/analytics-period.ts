import { ANALYTICS_PERIOD_DAYS, type AnalyticsPeriod } from '@shop/shared/admin/analytics';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A run of whole UTC days, both ends included, as YYYY-MM-DD. */
export interface DayRange {
  from: string;
  to: string;
  /** Every day of the range, oldest first. */
  days: string[];
}

export interface PeriodRanges {
  current: DayRange;
  /** The same number of days just before `current`, for growth. */
  previous: DayRange;
}

/** The UTC day of an instant, YYYY-MM-DD (Ghana keeps UTC all year, so this is also the shop's day). */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

function dayRange(lastDay: number, length: number): DayRange {
  const days: string[] = [];
  for (let i = length - 1; i >= 0; i -= 1) days.push(utcDay(new Date(lastDay - i * DAY_MS)));
  return { from: days[0] ?? '', to: days[days.length - 1] ?? '', days };
}

/** The last N days up to and including today, and the N days before them. */
export function periodRanges(period: AnalyticsPeriod, now: Date): PeriodRanges {
  const length = ANALYTICS_PERIOD_DAYS[period];
  const today = Date.parse(`${utcDay(now)}T00:00:00.000Z`);
  return { current: dayRange(today, length), previous: dayRange(today - length * DAY_MS, length) };
}

/** Whether an ISO instant falls on one of the range's days. */
export function inRange(range: DayRange, iso: string): boolean {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return false;
  const day = utcDay(new Date(at));
  return day >= range.from && day <= range.to;
}
