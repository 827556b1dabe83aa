import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema.ts';
import { AdCreate, AdUpdate } from '../storefront/ad-writes.ts';
import { Ad } from '../storefront/ads.ts';
import { atLeastOneField } from '../update-body.ts';

/** Staff write ads with the storefront's ad schema (shared/src/storefront/ads.ts) plus these cross-field rules. */
export const AD_ADMIN_MESSAGES = {
  imageUrl: 'Image URL must be an uploaded image (/images/...) or an http(s) address',
  linkUrl: 'Link URL must be a web address, e.g. https://example.com or /plans',
  endBeforeStart: 'End date must be on or after the start date',
  deleted: 'Ad deleted successfully',
} as const;

/** '' (no image), one of our uploaded images, or a web address. */
export function isAdImageUrl(value: string): boolean {
  return (
    value === '' || (/^\/images\/\S+$/.test(value) && !value.includes('..')) || /^https?:\/\/[^\s/]+\.\S+$/i.test(value)
  );
}

/**
 * '' (no link), a path on this site, a web address, or a bare domain (shown with https://). A path may not start
 * with `//` or `/\`, nor hold a backslash anywhere: browsers read `/\evil.example` as another site.
 */
export function isAdLinkUrl(value: string): boolean {
  return (
    value === '' ||
    /^\/(?![/\\])[^\s\\]*$/.test(value) ||
    /^(https?:\/\/)?[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+(:\d+)?([/?#]\S*)?$/i.test(value)
  );
}

/** True when both dates are set and the end comes before the start (a date-only end lasts its whole day). */
export function endsBeforeStart(start: string | null | undefined, end: string | null | undefined): boolean {
  if (!start || !end) return false;
  const endTime = Date.parse(end) + (/^\d{4}-\d{2}-\d{2}$/.test(end) ? 86_400_000 - 1 : 0);
  return endTime < Date.parse(start);
}

interface AdFields {
  image_url?: string;
  link_url?: string;
  start_date?: string | null;
  end_date?: string | null;
}

/** Built when the ad schemas that use them are (lazy-schema.ts). */
const adRules = () =>
  [
    z.refine<AdFields>((ad) => ad.image_url === undefined || isAdImageUrl(ad.image_url), {
      error: AD_ADMIN_MESSAGES.imageUrl,
      path: ['image_url'],
    }),
    z.refine<AdFields>((ad) => ad.link_url === undefined || isAdLinkUrl(ad.link_url), {
      error: AD_ADMIN_MESSAGES.linkUrl,
      path: ['link_url'],
    }),
    z.refine<AdFields>((ad) => !endsBeforeStart(ad.start_date, ad.end_date), {
      error: AD_ADMIN_MESSAGES.endBeforeStart,
      path: ['end_date'],
    }),
  ] as const;

/** POST /api/ads (staff). Empty dates ('' or null) are stored as null. */
export const AdminAdCreate = lazySchema(() => AdCreate.check(...adRules()));
export type AdminAdCreate = z.infer<typeof AdminAdCreate>;

/** PUT /api/ads/{id} (staff): all fields, or only `is_active` for the status switch; at least one. */
export const AdminAdUpdate = lazySchema(() => AdUpdate.check(...adRules(), atLeastOneField()));
export type AdminAdUpdate = z.infer<typeof AdminAdUpdate>;

export const AdminAdListResponse = lazySchema(() => z.object({ ads: z.array(Ad) }));
export type AdminAdListResponse = z.infer<typeof AdminAdListResponse>;

export const AdDeleted = lazySchema(() => z.object({ message: z.string(), id: z.string() }));
export type AdDeleted = z.infer<typeof AdDeleted>;
