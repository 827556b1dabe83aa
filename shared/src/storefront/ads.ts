import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema.ts';

/** An ad's fields, as staff edit them and the storefront shows them. */
export const AD_TYPES = ['banner', 'popup', 'sidebar', 'inline'] as const;
export const AD_POSITIONS = ['top', 'bottom', 'sidebar', 'between_plans'] as const;
export const AD_TARGET_PAGES = ['all', 'home', 'plans', 'plan_detail', 'checkout'] as const;
export type AdType = (typeof AD_TYPES)[number];
export type AdPosition = (typeof AD_POSITIONS)[number];
export type AdTargetPage = (typeof AD_TARGET_PAGES)[number];

export const oneOf = <const T extends readonly [string, ...string[]]>(name: string, values: T) =>
  z.enum(values, { error: `${name} must be one of: ${values.join(', ')}` });

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
