import { isAdLive } from '@shop/shared/storefront/ad-display';
import type { AdPosition, PublicAd } from '@shop/shared/storefront/ads';

/**
 * The ad for one slot: among the ads for that position whose schedule contains now,
 * one at random. `random` is passed in (Math.random in the page) so the choice can be tested.
 */
export function pickAd(
  ads: PublicAd[],
  position: AdPosition,
  now: Date,
  random: () => number = Math.random,
): PublicAd | null {
  const live = ads.filter((ad) => ad.position === position && isAdLive(ad, now));
  if (live.length === 0) return null;
  const index = Math.min(live.length - 1, Math.floor(random() * live.length));
  return live[index] ?? null;
}

/** A UUID for this page load: the server counts one impression per ad per page load. */
export function newPageLoadId(
  cryptoApi: Pick<Crypto, 'getRandomValues'> & { randomUUID?: () => string } = crypto,
): string {
  if (typeof cryptoApi.randomUUID === 'function') return cryptoApi.randomUUID();
  // Outside a secure context randomUUID is missing: build a version-4 UUID from random bytes instead.
  const bytes = cryptoApi.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
