import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema.ts';
import { rejectUnknownFields } from '../validation.ts';

/** An ad's fields, as staff edit them and the storefront shows them. */
export const AD_TYPES = ['banner', 'popup', 'sidebar', 'inline'] as const;
export const AD_POSITIONS = ['top', 'bottom', 'sidebar', 'between_plans'] as const;
export const AD_TARGET_PAGES = ['all', 'home', 'plans', 'plan_detail', 'checkout'] as const;
export type AdType = (typeof AD_TYPES)[number];
export type AdPosition = (typeof AD_POSITIONS)[number];
export type AdTargetPage = (typeof AD_TARGET_PAGES)[number];

export const AD_LIMITS = {
  title: 120,
  description: 500,
  content: 5000,
  url: 500,
  priorityMin: 0,
  priorityMax: 100,
} as const;

export const AD_NOT_FOUND_TEXT = 'Ad not found';
export const AD_TOO_MANY_TEXT = 'Too many ad events from this address.';

export const oneOf = <const T extends readonly [string, ...string[]]>(name: string, values: T) =>
  z.enum(values, { error: `${name} must be one of: ${values.join(', ')}` });

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** A schedule bound: an ISO date (yyyy-mm-dd) or date-time, or null for "no bound". */
export const scheduleDate = (name: string) =>
  z.nullable(
    z.string({ error: `${name} must be a date or null` }).check(
      z.trim(),
      z.refine((value) => value === '' || !Number.isNaN(Date.parse(value)), {
        error: `${name} must be a date like 2026-12-31 or null`,
      }),
    ),
  );

/** A full ad as staff see it, with its counters (read from the server only). */
export const Ad = lazySchema(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    /** HTML written by staff; the storefront renders it only after sanitising. */
    content: z.string(),
    type: z.enum(AD_TYPES),
    position: z.enum(AD_POSITIONS),
    image_url: z.string(),
    link_url: z.string(),
    target_page: z.enum(AD_TARGET_PAGES),
    is_active: z.boolean(),
    priority: z.number(),
    start_date: z.nullable(z.string()),
    end_date: z.nullable(z.string()),
    impressions: z.number(),
    clicks: z.number(),
    created_at: z.string(),
    updated_at: z.string(),
  }),
);
export type Ad = z.infer<typeof Ad>;

/** What anyone may see of an ad: everything but its counters. */
export const PublicAd = lazySchema(() => z.omit(Ad, { impressions: true, clicks: true }));
export type PublicAd = z.infer<typeof PublicAd>;

export const AdIdParams = lazySchema(() =>
  z.object({
    id: z.string({ error: 'id is required' }).check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'id must be an ad id' })),
  }),
);
export type AdIdParams = z.infer<typeof AdIdParams>;

/**
 * GET /api/ads. The storefront sends `is_active=true`; only active ads are ever served, so any other
 * value is refused rather than silently ignored.
 */
export const AdListQuery = lazySchema(() =>
  z.object({
    position: z.optional(oneOf('position', AD_POSITIONS)),
    type: z.optional(oneOf('type', AD_TYPES)),
    page: z.optional(oneOf('page', AD_TARGET_PAGES)),
    is_active: z.optional(z.enum(['true'], { error: 'is_active can only be true: only active ads are served' })),
  }),
);
export type AdListQuery = z.infer<typeof AdListQuery>;

/** Live ads, highest priority first; the page picks one at random per slot. */
export const AdListResponse = lazySchema(() => z.object({ ads: z.array(PublicAd) }));
export type AdListResponse = z.infer<typeof AdListResponse>;

const PAGE_LOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const pageLoadId = lazySchema(() =>
  z
    .string({ error: 'pageLoadId is required' })
    .check(z.regex(PAGE_LOAD_ID, { error: 'pageLoadId must be a UUID (one per page load)' })),
);

/**
 * POST /api/ads/{id}/impression: `pageLoadId` is a UUID the page makes once per load, so one ad is
 * counted at most once per page load however often the call is repeated.
 */
export const AdImpressionRequest = lazySchema(() => z.strictObject({ pageLoadId }, rejectUnknownFields));
export type AdImpressionRequest = z.infer<typeof AdImpressionRequest>;

/** POST /api/ads/{id}/click: with a `pageLoadId`, repeated clicks in one page load count once. */
export const AdClickRequest = lazySchema(() =>
  z.optional(z.strictObject({ pageLoadId: z.optional(pageLoadId) }, rejectUnknownFields)),
);
export type AdClickRequest = z.infer<typeof AdClickRequest>;

/** Whether this request added to the counter (false: already counted for this page load). */
export const AdEventReceipt = lazySchema(() => z.object({ counted: z.boolean() }));
export type AdEventReceipt = z.infer<typeof AdEventReceipt>;

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
