import * as z from 'zod/mini';
import { PRICE_BAND_LIMITS } from '../constants.ts';
import { lazySchema } from '../lazy-schema.ts';

export const STOREFRONT_PLAN_TYPES = ['villa', 'bungalow', 'townhouse'] as const;
export const PLAN_TYPES = [...STOREFRONT_PLAN_TYPES, 'duplex', 'apartment', 'commercial'] as const;
export const PLAN_STATUSES = ['active', 'inactive', 'draft'] as const;
export const PACKAGES = ['basic', 'standard', 'premium'] as const;
export const PRICE_BANDS = ['low', 'mid', 'high'] as const;
export const PLAN_SORTS = ['featured', 'price-asc', 'price-desc', 'rating', 'downloads'] as const;

export type PlanType = (typeof PLAN_TYPES)[number];
export type PlanStatus = (typeof PLAN_STATUSES)[number];
export type Package = (typeof PACKAGES)[number];
export type PriceBand = (typeof PRICE_BANDS)[number];
export type PlanSort = (typeof PLAN_SORTS)[number];

/** A plan as the public sees it: never carries the private plan file paths. */
export const PublicPlan = lazySchema(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    /** Staff's French title and description; absent or empty, the English ones stand in (decision 0043). */
    title_fr: z.optional(z.string()),
    description_fr: z.optional(z.string()),
    plan_type: z.enum(PLAN_TYPES),
    bedrooms: z.number(),
    bathrooms: z.number(),
    area_sqm: z.number(),
    /** Ground footprint in metres, width along the road and depth back from it; absent until staff enter it. */
    footprint_width_m: z.optional(z.number()),
    footprint_depth_m: z.optional(z.number()),
    basic_price: z.number(),
    standard_price: z.number(),
    premium_price: z.number(),
    featured: z.boolean(),
    status: z.enum(PLAN_STATUSES),
    image_url: z.string(),
    gallery_images: z.array(z.string()),
    rating_average: z.number(),
    rating_count: z.number(),
    downloads: z.number(),
    created_at: z.string(),
    updated_at: z.string(),
  }),
);
export type PublicPlan = z.infer<typeof PublicPlan>;

export const PlanFiles = lazySchema(() =>
  z.object({
    basic: z.array(z.string()),
    standard: z.array(z.string()),
    premium: z.array(z.string()),
  }),
);
export type PlanFiles = z.infer<typeof PlanFiles>;

/** A plan as staff see it: with the S3 keys of its files per tier. */
export const AdminPlan = lazySchema(() => z.extend(PublicPlan, { plan_files: PlanFiles }));
export type AdminPlan = z.infer<typeof AdminPlan>;

/** Which price band (PRICE_BAND_LIMITS) a basic price falls in. */
export function priceBandOf(basicPrice: number): PriceBand {
  if (basicPrice < PRICE_BAND_LIMITS.midFrom) return 'low';
  if (basicPrice <= PRICE_BAND_LIMITS.highAbove) return 'mid';
  return 'high';
}
