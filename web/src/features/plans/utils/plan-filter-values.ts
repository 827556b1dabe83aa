import { PLAN_SORTS, PRICE_BANDS, STOREFRONT_PLAN_TYPES } from '@shop/shared/plans/plan';

/*
 * The values the plan list's filters take in its URL; '' means "no filter". Apart from their labels
 * (plan-filter-options.ts): the router reads the URL on the first screen, the labels load with the plan list.
 */
export const TYPE_FILTERS = ['', ...STOREFRONT_PLAN_TYPES] as const;
export const BEDROOM_FILTERS = ['', '2', '3', '4', '5'] as const;
export const PRICE_FILTERS = ['', ...PRICE_BANDS] as const;
export const SORTS = PLAN_SORTS;

export type TypeFilter = (typeof TYPE_FILTERS)[number];
export type BedroomFilter = (typeof BEDROOM_FILTERS)[number];
export type PriceFilter = (typeof PRICE_FILTERS)[number];
