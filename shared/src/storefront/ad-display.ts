import type { Ad } from './ads.ts';

/*
 * When an ad shows and where it links (the storefront's ad slots, staff's list, the server's list), and its
 * click-through rate: apart from ads.ts, so the first screen's ad list query does not bring them.
 */

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** Click-through rate in percent with 2 decimals; 0 without impressions (as staff see it in the ads list). */
export function clickThroughRate(ad: Pick<Ad, 'impressions' | 'clicks'>): number {
  if (!ad.impressions) return 0;
  return Math.round((ad.clicks / ad.impressions) * 10_000) / 100;
}

/** A schedule bound as a time; a date-only end date lasts to the end of that day (UTC). */
function boundTime(value: string | null, end: boolean): number | undefined {
  if (!value) return undefined;
  const time = Date.parse(value);
  if (Number.isNaN(time)) return undefined;
  return end && DATE_ONLY.test(value) ? time + DAY_MS : time;
}

/** An ad is live when active and now lies within its start and end dates, where given. */
export function isAdLive(ad: Pick<Ad, 'is_active' | 'start_date' | 'end_date'>, now: Date): boolean {
  if (!ad.is_active) return false;
  const start = boundTime(ad.start_date, false);
  const end = boundTime(ad.end_date, true);
  const at = now.getTime();
  return (start === undefined || at >= start) && (end === undefined || at < end);
}

/**
 * Ad links without http(s) get https:// (staff often type www.example.com); a path on this site (/services)
 * stays as it is, since staff link the firm's own pages too.
 */
export function adLinkHref(linkUrl: string): string {
  const link = linkUrl.trim();
  if (!link) return '';
  if (/^https?:\/\//i.test(link)) return link;
  if (/^\/(?!\/)/.test(link)) return link;
  return `https://${link.replace(/^\/+/, '')}`;
}
