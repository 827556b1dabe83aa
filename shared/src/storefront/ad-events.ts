import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema.ts';
import { rejectUnknownFields } from '../validation.ts';

/*
 * The ad id every /api/ads/{id} path takes and the counting endpoints' requests: a module of their own, as the
 * shop's first screen only lists ads (ads.ts) and a bundler splits by module.
 */

export const AD_NOT_FOUND_TEXT = 'Ad not found';
export const AD_TOO_MANY_TEXT = 'Too many ad events from this address.';

export const AdIdParams = lazySchema(() =>
  z.object({
    id: z.string({ error: 'id is required' }).check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'id must be an ad id' })),
  }),
);
export type AdIdParams = z.infer<typeof AdIdParams>;

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
