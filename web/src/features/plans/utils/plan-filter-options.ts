import type { PlanSort } from '@shop/shared/plans/plan';
import { msg } from '../../../i18n/msg.ts';
import {
  BEDROOM_FILTERS,
  type BedroomFilter,
  PRICE_FILTERS,
  type PriceFilter,
  SORTS,
  TYPE_FILTERS,
  type TypeFilter,
} from './plan-filter-values.ts';

/** The plan list's filter choices with the shop's labels, in the order of their values. */
function options<T extends string>(values: readonly T[], labels: Record<T, string>) {
  return values.map((value) => ({ value, label: labels[value] }));
}

export const TYPE_OPTIONS = options<TypeFilter>(TYPE_FILTERS, {
  '': msg('All Types'),
  villa: msg('Villas'),
  bungalow: msg('Bungalows'),
  townhouse: msg('Townhouses'),
});

export const BEDROOM_OPTIONS = options<BedroomFilter>(BEDROOM_FILTERS, {
  '': msg('Any'),
  '2': '2+',
  '3': '3+',
  '4': '4+',
  '5': '5+',
});

export const PRICE_OPTIONS = options<PriceFilter>(PRICE_FILTERS, {
  '': msg('Any'),
  low: msg('Under 2,000'),
  mid: msg('2,000 - 3,500'),
  high: msg('3,500+'),
});

export const SORT_OPTIONS = options<PlanSort>(SORTS, {
  featured: msg('Featured First'),
  'price-asc': msg('Price: Low to High'),
  'price-desc': msg('Price: High to Low'),
  rating: msg('Highest Rated'),
  downloads: msg('Most Downloaded'),
});
