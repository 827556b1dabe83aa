import { isAdLive } from '@shop/shared/storefront/ad-display';
import { AD_NOT_FOUND_TEXT, AD_TOO_MANY_TEXT, type AdEventReceipt } from '@shop/shared/storefront/ad-events';
import { NotFoundError } from '../../errors/domain-errors.ts';
import type { AdEventKind, AdsRepository } from '../../repositories/ads-repository.ts';
import type { RateLimitCounter } from '../../repositories/rate-limit-repository.ts';
import { enforceRateLimit, type RateLimitRule } from '../rate-limits/enforce-rate-limit.ts';

/**
 * Impressions and clicks together, per client address: 120 a minute is far above what one person's
 * pages send (two banners per page load) and keeps room for several people behind one shared address,
 * yet stops a script from adding thousands.
 */
export const AD_EVENT_RATE_LIMIT: RateLimitRule = {
  action: 'ad-event',
  limit: 120,
  windowSeconds: 60,
  message: AD_TOO_MANY_TEXT,
};

/** A page-load marker outlives any real page load; the TTL then sweeps it. */
const MARKER_SECONDS = 24 * 60 * 60;

export interface AdEventDependencies {
  ads: AdsRepository;
  rateLimits: RateLimitCounter;
  now?: () => Date;
}

export interface AdEvent {
  adId: string;
  kind: AdEventKind;
  /** One per page load; without it (a click sent without one) the event is counted without de-duplication. */
  pageLoadId?: string;
  sourceIp: string;
}

/**
 * Counts one impression or click of a live ad: within the client's rate limit, at most once per page
 * load (a conditional put of a marker decides), then an atomic ADD on the ad. Repeats answer 200 with
 * `counted: false`, so a page that retries is never shown an error.
 */
export async function recordAdEvent(deps: AdEventDependencies, event: AdEvent): Promise<AdEventReceipt> {
  const now = deps.now?.() ?? new Date();
  await enforceRateLimit(deps.rateLimits, AD_EVENT_RATE_LIMIT, event.sourceIp, now);

  const ad = await deps.ads.get(event.adId);
  if (!ad || !isAdLive(ad, now)) throw new NotFoundError(AD_NOT_FOUND_TEXT);

  if (event.pageLoadId) {
    const expiresAt = Math.floor(now.getTime() / 1000) + MARKER_SECONDS;
    const first = await deps.ads.markEvent(ad.id, event.kind, event.pageLoadId, expiresAt);
    if (!first) return { counted: false };
  }
  return { counted: await deps.ads.count(ad.id, event.kind) };
}
