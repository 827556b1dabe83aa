import { toPesewas } from '@shop/shared/money';
import type { PlanSort, PlanStatus, PlanType } from '@shop/shared/plans/plan';
import { planKeys } from '../../db/table-design.ts';
import { searchTerms } from '../../domain/catalogue/search-terms.ts';

/**
 * What the catalogue snapshot keeps of one plan: every field the list filters, sorts or searches on, and
 * nothing it only shows (the page's plans are read by key once the page is known).
 */
export interface CatalogueEntry {
  id: string;
  /** The plan item's revision: a write older than the entry already held is not applied. */
  rev: number;
  status: PlanStatus;
  featured: boolean;
  createdAt: string;
  updatedAt: string;
  basicPrice: number;
  ratingAverage: number;
  ratingCount: number;
  downloads: number;
  type: PlanType;
  bedrooms: number;
  footprint?: { width_m: number; depth_m: number };
  /** Search terms (search-terms.ts) of the English title and description, and of the French ones when written. */
  terms: { title: string; body: string; titleFr?: string; bodyFr?: string };
}

const num = (value: unknown, fallback = 0) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The entry of a stored plan item (any item the plan repositories wrote, counters included). */
export function toCatalogueEntry(item: Record<string, unknown>): CatalogueEntry {
  const width = item.footprint_width_m;
  const depth = item.footprint_depth_m;
  const titleFr = text(item.title_fr).trim();
  const bodyFr = text(item.description_fr).trim();
  return {
    id: text(item.id),
    rev: num(item.rev),
    status: item.status as PlanStatus,
    featured: item.featured === true,
    createdAt: text(item.created_at),
    updatedAt: text(item.updated_at),
    basicPrice: num(item.basic_price),
    ratingAverage: num(item.rating_average),
    ratingCount: num(item.rating_count),
    downloads: num(item.downloads),
    type: item.plan_type as PlanType,
    bedrooms: num(item.bedrooms),
    ...(typeof width === 'number' && typeof depth === 'number'
      ? { footprint: { width_m: width, depth_m: depth } }
      : {}),
    terms: {
      title: searchTerms(text(item.title)),
      body: searchTerms(text(item.description)),
      ...(titleFr ? { titleFr: searchTerms(titleFr) } : {}),
      ...(bodyFr ? { bodyFr: searchTerms(bodyFr) } : {}),
    },
  };
}

/**
 * The entry's key on the index that serves a sort, computed as the plan writes compute it, so the snapshot orders
 * plans exactly as the index does and a cursor handed out by either reads on in the other.
 */
export function entrySortKey(entry: CatalogueEntry, sort: PlanSort): string {
  switch (sort) {
    case 'featured':
      return planKeys.featuredSort(entry.featured, entry.createdAt);
    case 'price-asc':
    case 'price-desc':
      return planKeys.priceSort(toPesewas(entry.basicPrice));
    case 'rating':
      return planKeys.ratingSort(entry.ratingAverage, entry.ratingCount);
    case 'downloads':
      return planKeys.downloadsSort(entry.downloads);
  }
}

type StoredEntry = [
  rev: number,
  status: string,
  featured: 0 | 1,
  createdAt: string,
  updatedAt: string,
  basicPrice: number,
  ratingAverage: number,
  ratingCount: number,
  downloads: number,
  type: string,
  bedrooms: number,
  footprintWidth: number | null,
  footprintDepth: number | null,
  title: string,
  body: string,
  titleFr: string,
  bodyFr: string,
];

/** An entry as stored in a snapshot shard: a list, not a map, so 20,000 of them stay within a few items. */
export function packEntry(e: CatalogueEntry): StoredEntry {
  return [
    e.rev,
    e.status,
    e.featured ? 1 : 0,
    e.createdAt,
    e.updatedAt,
    e.basicPrice,
    e.ratingAverage,
    e.ratingCount,
    e.downloads,
    e.type,
    e.bedrooms,
    e.footprint?.width_m ?? null,
    e.footprint?.depth_m ?? null,
    e.terms.title,
    e.terms.body,
    e.terms.titleFr ?? '',
    e.terms.bodyFr ?? '',
  ];
}

export function unpackEntry(id: string, stored: unknown): CatalogueEntry | undefined {
  if (!Array.isArray(stored) || stored.length < 17) return undefined;
  const [rev, status, featured, createdAt, updatedAt, basicPrice, average, count, downloads, type, bedrooms, w, d] =
    stored;
  const [title, body, titleFr, bodyFr] = stored.slice(13, 17).map(text);
  return {
    id,
    rev: num(rev),
    status: status as PlanStatus,
    featured: featured === 1,
    createdAt: text(createdAt),
    updatedAt: text(updatedAt),
    basicPrice: num(basicPrice),
    ratingAverage: num(average),
    ratingCount: num(count),
    downloads: num(downloads),
    type: type as PlanType,
    bedrooms: num(bedrooms),
    ...(typeof w === 'number' && typeof d === 'number' ? { footprint: { width_m: w, depth_m: d } } : {}),
    terms: { title, body, ...(titleFr ? { titleFr } : {}), ...(bodyFr ? { bodyFr } : {}) },
  };
}
