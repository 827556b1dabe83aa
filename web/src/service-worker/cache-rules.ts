/**
 * What the service worker keeps, as data both the worker and the tests read. Nothing under /api/ is ever kept:
 * signed-in answers are personal, and a shared Cache Storage would hand one buyer's answers to the next person
 * on the same phone. The buyer's own offline copies live in the page's per-user store instead (offline-copies.ts).
 */
export const CACHE_NAMES = {
  /** Hashed build files (their name changes with their content): kept as the visitor meets them. */
  assets: 'shop-assets',
  /** Catalogue pictures the visitor has seen (the picture Lambda's variants under /images/). */
  pictures: 'shop-pictures',
  /** The site's own static pictures and config.json, refreshed in the background. */
  static: 'shop-static',
} as const;

export const ASSETS_LIMIT = { maxEntries: 200, maxAgeSeconds: 60 * 24 * 60 * 60 };
/** About 80 pictures at 30-100 KB each: a few plans' galleries and a catalogue page, a few MB at most. */
export const PICTURES_LIMIT = { maxEntries: 80, maxAgeSeconds: 30 * 24 * 60 * 60 };
export const STATIC_LIMIT = { maxEntries: 40, maxAgeSeconds: 7 * 24 * 60 * 60 };

/** Avatars are people's faces: never kept in a cache the next person on the phone could read. */
const PERSONAL_PICTURES = /^\/images\/avatars\//;

export type CacheRule = keyof typeof CACHE_NAMES | 'network';

/** Which cache a same-origin GET belongs to ('network': the worker stays out of the way). */
export function cacheRuleFor(path: string, hasAuthorization: boolean): CacheRule {
  if (hasAuthorization || path.startsWith('/api/')) return 'network';
  if (path.startsWith('/assets/')) return 'assets';
  if (path.startsWith('/images/')) return PERSONAL_PICTURES.test(path) ? 'network' : 'pictures';
  if (path === '/config.json' || /\.(?:png|jpe?g|webp|avif|svg)$/.test(path)) return 'static';
  return 'network';
}

/** The page's message naming what it loaded before the worker was active: { type, urls: string[] }. */
export const KEEP_SEEN_MESSAGE = 'keep-seen';

/** The precached app shell that answers a page when the network cannot (the French one under /fr). */
export function offlineShellFor(path: string): string {
  return path === '/fr' || path.startsWith('/fr/') ? '/fr/_shell/app.html' : '/_shell/app.html';
}
