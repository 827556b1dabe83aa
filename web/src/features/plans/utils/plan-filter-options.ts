import type { PlanSort, PlanType, PriceBand } from '@shop/shared/plans/plan';
import { msg } from '../../../i18n/msg.ts';

/** The plan list's filter choices with the shop's labels; '' means "no filter". */
export const TYPE_OPTIONS = [
  { value: '', label: msg('All Types') },
  { value: 'villa', label: msg('Villas') },
  { value: 'bungalow', label: msg('Bungalows') },
  { value: 'townhouse', label: msg('Townhouses') },
] as const satisfies readonly { value: PlanType | ''; label: string }[];

export const BEDROOM_OPTIONS = [
  { value: '', label: msg('Any') },
  { value: '2', label: '2+' },
  { value: '3', label: '3+' },
  { value: '4', label: '4+' },
  { value: '5', label: '5+' },
] as const;

export const PRICE_OPTIONS = [
  { value: '', label: msg('Any') },
  { value: 'low', label: msg('Under 2,000') },
  { value: 'mid', label: msg('2,000 - 3,500') },
  { value: 'high', label: msg('3,500+') },
] as const satisfies readonly { value: PriceBand | ''; label: string }[];

export const SORT_OPTIONS = [
  { value: 'featured', label: msg('Featured First') },
  { value: 'price-asc', label: msg('Price: Low to High') },
  { value: 'price-desc', label: msg('Price: High to Low') },
  { value: 'rating', label: msg('Highest Rated') },
  { value: 'downloads', label: msg('Most Downloaded') },
] as const satisfies readonly { value: PlanSort; label: string }[];

export type TypeFilter = (typeof TYPE_OPTIONS)[number]['value'];
export type BedroomFilter = (typeof BEDROOM_OPTIONS)[number]['value'];
export type PriceFilter = (typeof PRICE_OPTIONS)[number]['value'];
