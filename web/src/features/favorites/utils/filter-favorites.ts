import type { PlanType, PublicPlan } from '@shop/shared/plans/plan';
import { msg } from '../../../i18n/msg.ts';

/** /user/favorites price filter, on the standard package's price in cedis. */
export const FAVORITE_PRICE_BANDS = [
  { id: 'all', label: msg('All Prices') },
  { id: 'under-3000', label: msg('Under ₵3,000') },
  { id: '3000-4500', label: msg('₵3,000 to ₵4,500') },
  { id: 'over-4500', label: msg('Over ₵4,500') },
] as const;
export type FavoritePriceBand = (typeof FAVORITE_PRICE_BANDS)[number]['id'];

export interface FavoriteFilters {
  search: string;
  type: PlanType | 'all';
  price: FavoritePriceBand;
}

export const NO_FAVORITE_FILTERS: FavoriteFilters = { search: '', type: 'all', price: 'all' };

interface SavedPlan {
  plan: Pick<PublicPlan, 'title' | 'description' | 'plan_type' | 'standard_price'>;
}

export function inFavoritePriceBand(standardPrice: number, band: FavoritePriceBand): boolean {
  switch (band) {
    case 'under-3000':
      return standardPrice < 3000;
    case '3000-4500':
      return standardPrice >= 3000 && standardPrice <= 4500;
    case 'over-4500':
      return standardPrice > 4500;
    default:
      return true;
  }
}

/** Search matches title, description or type, case-insensitively on substrings. */
export function filterFavorites<T extends SavedPlan>(favorites: T[], filters: FavoriteFilters): T[] {
  const needle = filters.search.trim().toLowerCase();
  return favorites.filter(({ plan }) => {
    if (filters.type !== 'all' && plan.plan_type !== filters.type) return false;
    if (!inFavoritePriceBand(plan.standard_price, filters.price)) return false;
    if (needle === '') return true;
    return [plan.title, plan.description, plan.plan_type].some((text) => text.toLowerCase().includes(needle));
  });
}

/** The four stat cards: Total Favorites, Villas, Bungalows, Townhouses. */
export function favoriteStats(favorites: SavedPlan[]) {
  const count = (type: PlanType) => favorites.filter(({ plan }) => plan.plan_type === type).length;
  return {
    total: favorites.length,
    villas: count('villa'),
    bungalows: count('bungalow'),
    townhouses: count('townhouse'),
  };
}

/** The text Share Favorites hands to the share sheet or the clipboard: one line per plan with its link. */
export function favoritesShareText(favorites: { plan: Pick<PublicPlan, 'id' | 'title'> }[], origin: string): string {
  return favorites.map(({ plan }) => `${plan.title}: ${origin}/plans/${encodeURIComponent(plan.id)}`).join('\n');
}
