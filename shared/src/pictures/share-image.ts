import * as z from 'zod/mini';
import { SHOP_LANGUAGES, type ShopLanguage } from '../i18n/languages.ts';
import { lazySchema } from '../lazy-schema.ts';

/**
 * A plan's link-preview picture (decision 0058): 1200x630, the plan's main picture with its name, bedrooms, area and
 * "from" price and the shop's mark, made by the picture Lambda from a share request that a staff save writes.
 *
 * A request is a small JSON object under share-requests/ in the images bucket (never served); the picture is stored
 * under images/share/plans/{plan id}/{language}-{digest}.jpg, where the digest is that of everything drawn on it, so
 * the plan page can tell from the plan alone which picture is current, and a changed price is a new address.
 */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;
/** Link previews refuse or shrink larger pictures (WhatsApp is known to skip them past about 300 KB). */
export const SHARE_IMAGE_MAX_BYTES = 300 * 1024;
export const SHARE_REQUESTS_PREFIX = 'share-requests/';

const SEGMENT = '[A-Za-z0-9_-]{1,64}';
const SHARE_PATH = new RegExp(`^/images/share/plans/${SEGMENT}/(en|fr)-[0-9a-f]{16}\\.jpg$`);
const REQUEST_KEY = new RegExp(`^share-requests/plans/(${SEGMENT})/[0-9a-f]{16}\\.json$`);

/** What one share picture shows: the texts are already in its language. */
export interface ShareCard {
  language: ShopLanguage;
  title: string;
  /** "4 bedrooms · 180 m²" */
  facts: string;
  /** "from ₵2,500" */
  price: string;
  /** The plan's main picture: its stored address (the largest JPEG variant). */
  image: string;
}

/** What a staff save asks the picture Lambda for: one card per language. */
export interface ShareRequest {
  planId: string;
  cards: ShareCard[];
}

/** The public path of a plan's share picture for the card with this digest. */
export function shareImagePath(planId: string, language: ShopLanguage, digest: string): string {
  return `/images/share/plans/${planId}/${language}-${digest}.jpg`;
}

/** A share request as the picture Lambda reads it back from the bucket. */
export const ShareRequestSchema = lazySchema(() =>
  z.object({
    planId: z.string().check(z.regex(new RegExp(`^${SEGMENT}$`))),
    cards: z.array(
      z.object({
        language: z.enum(SHOP_LANGUAGES),
        title: z.string(),
        facts: z.string(),
        price: z.string(),
        image: z.string(),
      }),
    ),
  }),
);

/** Where a share request for a plan is written (the digest makes each distinct request a new object). */
export function shareRequestKey(planId: string, digest: string): string {
  return `${SHARE_REQUESTS_PREFIX}plans/${planId}/${digest}.json`;
}

/** Whether a key is a share request (the picture Lambda's other events are uploaded originals). */
export function isShareRequestKey(key: string): boolean {
  return REQUEST_KEY.test(key);
}

/** Whether a public path (decoded) names a share picture: served by /images/ beside the picture variants. */
export function isShareImagePath(path: string): boolean {
  return SHARE_PATH.test(path);
}
