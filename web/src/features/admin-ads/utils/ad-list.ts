import { clickThroughRate } from '@shop/shared/storefront/ad-display';
import type { Ad, AdType } from '@shop/shared/storefront/ads';
import { optionList } from '../../../lib/option-list.ts';

export const AD_TYPE_FILTERS = optionList({
  all: 'All',
  banner: 'Banner',
  popup: 'Popup',
  sidebar: 'Sidebar',
  inline: 'Inline',
});
export type AdTypeFilter = (typeof AD_TYPE_FILTERS)[number]['id'];

export const AD_STATUS_FILTERS = optionList({ all: 'All', active: 'Active', inactive: 'Inactive' });
export type AdStatusFilter = (typeof AD_STATUS_FILTERS)[number]['id'];

/** Search matches title, description or type, ignoring case; then the type and status filters. */
export function visibleAds(
  ads: readonly Ad[],
  view: { search: string; type: AdTypeFilter; status: AdStatusFilter },
): Ad[] {
  const needle = view.search.trim().toLowerCase();
  return ads.filter(
    (ad) =>
      (!needle || [ad.title, ad.description, ad.type].some((text) => text.toLowerCase().includes(needle))) &&
      (view.type === 'all' || ad.type === (view.type as AdType)) &&
      (view.status === 'all' || ad.is_active === (view.status === 'active')),
  );
}

/** The four stat cards: Total Ads, Active Ads, Total Impressions, Total Clicks. */
export function adStats(ads: readonly Ad[]) {
  return {
    total: ads.length,
    active: ads.filter((ad) => ad.is_active).length,
    impressions: ads.reduce((sum, ad) => sum + ad.impressions, 0),
    clicks: ads.reduce((sum, ad) => sum + ad.clicks, 0),
  };
}

/** Click-through rate as shown: a percentage with 2 decimals, "0.00%" without impressions. */
export function formatCtr(ad: Pick<Ad, 'impressions' | 'clicks'>): string {
  return `${clickThroughRate(ad).toFixed(2)}%`;
}
