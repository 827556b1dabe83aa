import { isAdLive } from '@shop/shared/storefront/ad-display';
import type { AdListQuery, AdListResponse, PublicAd } from '@shop/shared/storefront/ads';
import type { AdsRepository } from '../../repositories/ads-repository.ts';

/**
 * Live ads for a slot: active, inside their schedule now, of the position and type asked for, and
 * meant for the page asked for (or for all pages). Highest priority first, then newest.
 */
export async function listAds(ads: AdsRepository, query: AdListQuery, now: Date = new Date()): Promise<AdListResponse> {
  const active = await ads.active(query.position);
  const live = active
    .filter((ad) => isAdLive(ad, now))
    .filter((ad) => !query.type || ad.type === query.type)
    .filter((ad) => !query.page || ad.target_page === 'all' || ad.target_page === query.page)
    .sort((a, b) => b.priority - a.priority || b.created_at.localeCompare(a.created_at));
  return {
    ads: live.map(({ impressions: _impressions, clicks: _clicks, ...visible }): PublicAd => visible),
  };
}
