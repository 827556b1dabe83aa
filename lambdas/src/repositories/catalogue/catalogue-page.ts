import { PRICE_BAND_LIMITS } from '@shop/shared/constants';
import type { PlanSort } from '@shop/shared/plans/plan';
import { PLAN_SORT_INDEX, planKeys, TABLE_KEYS } from '../../db/table-design.ts';
import { keyNames } from '../../db/table-keys.ts';
import { compileSearch, type Language } from '../../domain/catalogue/relevance.ts';
import { decodePlanCursor, encodePlanCursor, invalidCursor } from '../plan-cursor.ts';
import type { PlanFilter } from '../plans-repository.ts';
import { type CatalogueEntry, entrySortKey } from './catalogue-entry.ts';

export interface CataloguePageRequest {
  filter: PlanFilter;
  sort: PlanSort;
  limit: number;
  cursor?: string;
  language: Language;
}

export interface CataloguePage {
  /** The ids of the page's plans, in order. */
  ids: string[];
  nextCursor: string | null;
  total: number;
  featured: number;
}

/** The filter's conditions, as the index Query's filter expression states them (plans-repository.ts). */
export function matchesFilter(entry: CatalogueEntry, filter: PlanFilter): boolean {
  if (entry.status !== filter.status) return false;
  if (filter.featured !== undefined && entry.featured !== filter.featured) return false;
  if (filter.type && entry.type !== filter.type) return false;
  if (filter.minBedrooms !== undefined && filter.minBedrooms > 0 && !(entry.bedrooms >= filter.minBedrooms))
    return false;
  if (filter.priceBand === 'low' && !(entry.basicPrice < PRICE_BAND_LIMITS.midFrom)) return false;
  if (
    filter.priceBand === 'mid' &&
    !(entry.basicPrice >= PRICE_BAND_LIMITS.midFrom && entry.basicPrice <= PRICE_BAND_LIMITS.highAbove)
  )
    return false;
  if (filter.priceBand === 'high' && !(entry.basicPrice > PRICE_BAND_LIMITS.highAbove)) return false;
  if (filter.maxFootprint) {
    if (!entry.footprint) return false;
    if (entry.footprint.width_m > filter.maxFootprint.width_m) return false;
    if (entry.footprint.depth_m > filter.maxFootprint.depth_m) return false;
  }
  return true;
}

/** Where a plan stands in a list: relevance first (searches only), then the sort's index key, then the plan key. */
interface Position {
  score: number;
  sortKey: string;
  pk: string;
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Index order: DynamoDB orders by the index key and leaves plans with equal keys in an order it does not promise;
 * the snapshot settles those by plan key, read backwards with the sort as a descending Query does.
 */
function comparePositions(a: Position, b: Position, forward: boolean): number {
  if (a.score !== b.score) return b.score - a.score;
  const order = compareText(a.sortKey, b.sortKey) || compareText(a.pk, b.pk);
  return forward ? order : -order;
}

/** A search's cursor names its own list: relevance order is not the index's, so it never reads on in a plain list. */
const searchIndex = (index: string) => `${index}~search`;

/**
 * A list request made ready to run over a snapshot's entries: its cursor checked (a 400 before anything is read)
 * and its search compiled. Running it gives the same plans and cursors as the index Query.
 */
export function catalogueQuery(request: CataloguePageRequest): (entries: Iterable<CatalogueEntry>) => CataloguePage {
  const { filter, sort, limit, cursor, language } = request;
  const { index, forward } = PLAN_SORT_INDEX[sort];
  const names = keyNames(index);
  const search = filter.text === undefined ? undefined : compileSearch(filter.text, language);
  const cursorIndex = search ? searchIndex(index) : index;
  const keyList = [TABLE_KEYS.partition, TABLE_KEYS.sort, names.partition, names.sort];

  let after: Position | undefined;
  if (cursor) {
    const decoded = decodePlanCursor(cursor, cursorIndex, search ? [...keyList, 'score'] : keyList, {
      [TABLE_KEYS.partition]: (value) => value.startsWith(planKeys.pk('')),
      [TABLE_KEYS.sort]: planKeys.sk,
      [names.partition]: planKeys.statusPartition(filter.status),
      ...(search ? { score: (value: string) => /^\d{1,4}$/.test(value) } : {}),
    }).key;
    after = {
      score: search ? Number(decoded.score) : 0,
      sortKey: decoded[names.sort] as string,
      pk: decoded[TABLE_KEYS.partition] as string,
    };
    if (after.sortKey === undefined) throw invalidCursor();
  }

  return (entries) => {
    const matches: { entry: CatalogueEntry; position: Position }[] = [];
    let featured = 0;
    for (const entry of entries) {
      if (!matchesFilter(entry, filter)) continue;
      const score = search ? search(entry) : 0;
      if (search && score === 0) continue;
      if (entry.featured) featured += 1;
      matches.push({ entry, position: { score, sortKey: entrySortKey(entry, sort), pk: planKeys.pk(entry.id) } });
    }
    matches.sort((a, b) => comparePositions(a.position, b.position, forward));

    let start = 0;
    if (after) {
      const from = after;
      start = matches.findIndex((m) => comparePositions(m.position, from, forward) > 0);
      if (start < 0) start = matches.length;
    }
    const page = matches.slice(start, start + limit);
    const last = page.at(-1);
    const hasMore = start + limit < matches.length;
    const nextCursor =
      hasMore && last
        ? encodePlanCursor({
            index: cursorIndex,
            key: {
              [TABLE_KEYS.partition]: last.position.pk,
              [TABLE_KEYS.sort]: planKeys.sk,
              [names.partition]: planKeys.statusPartition(filter.status),
              [names.sort]: last.position.sortKey,
              ...(search ? { score: String(last.position.score) } : {}),
            },
          })
        : null;
    return { ids: page.map((m) => m.entry.id), nextCursor, total: matches.length, featured };
  };
}

/** One page of the catalogue from a snapshot's entries. */
export function cataloguePage(entries: Iterable<CatalogueEntry>, request: CataloguePageRequest): CataloguePage {
  return catalogueQuery(request)(entries);
}
