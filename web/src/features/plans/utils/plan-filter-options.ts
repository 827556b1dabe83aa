import type { PlanSort, PlanType, PriceBand } from '@shop/shared/plans/plan';

/** The plan list's filter choices with the shop's labels; '' means "no filter". */
export const TYPE_OPTIONS = [
  { value: '', label: 'All Types' },
  { value: 'villa', label: 'Villas' },
  { value: 'bungalow', label: 'Bungalows' },
  { value: 'townhouse', label: 'Townhouses' },
] as const satisfies readonly { value: PlanType | ''; label: string }[];

export const BEDROOM_OPTIONS = [
  { value: '', label: 'Any' },
  { value: '2', label: '2+' },
  { value: '3', label: '3+' },
  { value: '4', label: '4+' },
  { value: '5', label: '5+' },
] as const;

export const PRICE_OPTIONS = [
  { value: '', label: 'Any' },
  { value: 'low', label: 'Under 2,000' },
  { value: 'mid', label: '2,000 - 3,500' },
  { value: 'high', label: '3,500+' },
] as const satisfies readonly { value: PriceBand | ''; label: string }[];

export const SORT_OPTIONS = [
  { value: 'featured', label: 'Featured First' },
  { value: 'price-asc', label: 'Price: Low to High' },
  { value: 'price-desc', label: 'Price: High to Low' },
  { value: 'rating', label: 'Highest Rated' },
  { value: 'downloads', label: 'Most Downloaded' },
] as const satisfies readonly { value: PlanSort; label: string }[];

export type TypeFilter = (typeof TYPE_OPTIONS)[number]['value'];
export type BedroomFilter = (typeof BEDROOM_OPTIONS)[number]['value'];
export type PriceFilter = (typeof PRICE_OPTIONS)[number]['value'];
