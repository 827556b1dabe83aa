import { PLOT_UNITS, type Plot } from '@shop/shared/build/plot-basics';
import { PLAN_PAGE_SIZE_DEFAULT } from '@shop/shared/constants';
import type { PlanSort } from '@shop/shared/plans/plan';
import {
  BEDROOM_FILTERS,
  type BedroomFilter,
  PRICE_FILTERS,
  type PriceFilter,
  SORTS,
  TYPE_FILTERS,
  type TypeFilter,
} from './plan-filter-values.ts';

export type PlanListView = 'grid' | 'list';

/** What the plan list shows, as kept in its URL so a filtered list can be shared and the back button undoes a change. */
export interface PlanListParams {
  q: string;
  type: TypeFilter;
  bedrooms: BedroomFilter;
  price: PriceFilter;
  sort: PlanSort;
  view: PlanListView;
  /** The buyer's plot: only plans that fit it are listed (decision 0025). */
  plot: Plot | null;
}

export const DEFAULT_PLAN_LIST_PARAMS: PlanListParams = {
  q: '',
  type: '',
  bedrooms: '',
  price: '',
  sort: 'featured',
  view: 'grid',
  plot: null,
};

const SEARCH_MAX_LENGTH = 100;

function pick<T extends string>(values: readonly T[], raw: string | null, fallback: T): T {
  return values.find((value) => value === raw) ?? fallback;
}

const PLOT_SIDE = /^\d{1,4}(\.\d{1,2})?$/;

/** A plot from the URL, or none when a side is missing or not a size the API accepts (1 to 3000, 2 decimals). */
function readPlot(search: URLSearchParams): Plot | null {
  const width = search.get('plotWidth') ?? '';
  const depth = search.get('plotDepth') ?? '';
  if (!PLOT_SIDE.test(width) || !PLOT_SIDE.test(depth)) return null;
  const [w, d] = [Number(width), Number(depth)];
  if (w < 1 || d < 1 || w > 3000 || d > 3000) return null;
  const unit = PLOT_UNITS.find((u) => u === search.get('plotUnit')) ?? 'm';
  return { width: w, depth: d, unit };
}

/** Reads the URL leniently: a hand-edited or stale value falls back to its default instead of breaking the page. */
export function readPlanListParams(search: URLSearchParams): PlanListParams {
  return {
    q: (search.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    type: pick(TYPE_FILTERS, search.get('type'), ''),
    bedrooms: pick(BEDROOM_FILTERS, search.get('bedrooms'), ''),
    price: pick(PRICE_FILTERS, search.get('price'), ''),
    sort: pick(SORTS, search.get('sort'), 'featured'),
    view: search.get('view') === 'list' ? 'list' : 'grid',
    plot: readPlot(search),
  };
}

/** The plot as the API and the URL name it. */
function plotParams(plot: Plot | null): Record<string, string> {
  return plot ? { plotWidth: String(plot.width), plotDepth: String(plot.depth), plotUnit: plot.unit } : {};
}

/** The URL form of the params; defaults are left out so the plain list stays at a plain /plans. */
export function writePlanListParams(params: PlanListParams): URLSearchParams {
  const search = new URLSearchParams();
  const q = params.q.trim();
  if (q) search.set('q', q);
  if (params.type) search.set('type', params.type);
  if (params.bedrooms) search.set('bedrooms', params.bedrooms);
  if (params.price) search.set('price', params.price);
  if (params.sort !== DEFAULT_PLAN_LIST_PARAMS.sort) search.set('sort', params.sort);
  if (params.view !== DEFAULT_PLAN_LIST_PARAMS.view) search.set('view', params.view);
  for (const [name, value] of Object.entries(plotParams(params.plot))) search.set(name, value);
  return search;
}

/** The GET /api/plans query for the first page of these params (the cursor is added per page). */
export function toPlanListQuery(params: PlanListParams) {
  const q = params.q.trim();
  return {
    ...(q ? { q } : {}),
    ...(params.type ? { type: params.type } : {}),
    ...(params.bedrooms ? { minBedrooms: params.bedrooms } : {}),
    ...(params.price ? { priceBand: params.price } : {}),
    ...plotParams(params.plot),
    sort: params.sort,
    limit: String(PLAN_PAGE_SIZE_DEFAULT),
  };
}
export type PlanListQueryInput = ReturnType<typeof toPlanListQuery>;

/** 'Clear Filters' resets search, type, bedrooms, price and the plot; the sort order and the view are the visitor's to keep. */
export function clearPlanFilters(params: PlanListParams): PlanListParams {
  return { ...DEFAULT_PLAN_LIST_PARAMS, sort: params.sort, view: params.view };
}

export function hasActiveFilters(params: PlanListParams): boolean {
  return Boolean(params.q.trim() || params.type || params.bedrooms || params.price || params.plot);
}
