import { PRICE_BAND_LIMITS } from '@shop/shared/constants';
import type { PlanSort } from '@shop/shared/plans/plan';
import { PLAN_SORT_INDEX, planKeys, TABLE_KEYS } from '../../db/table-design.ts';
import { keyNames } from '../../db/table-keys.ts';
import {
  type Language,
  queryWords,
  relevanceByPosition,
  type TermIndex,
  termIndexOf,
} from '../../domain/catalogue/relevance.ts';
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
  /** Counts over every page of the list; on the first page only (no cursor). */
  total?: number;
  featured?: number;
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

/** Index order alone (relevance aside): the sort's index key, then the plan key. */
function compareKeys(a: Position, b: Position): number {
  return compareText(a.sortKey, b.sortKey) || compareText(a.pk, b.pk);
}

/**
 * The best `size` matches seen, best first: higher relevance, then an earlier place in the list's order. Kept in
 * a small sorted array, since a page is a dozen plans and matches may be thousands.
 */
class PageSelection {
  private readonly held: { score: number; at: number; position: number }[] = [];
  private readonly size: number;
  constructor(size: number) {
    this.size = size;
  }

  offer(score: number, at: number, position: number): void {
    const held = this.held;
    let k = held.length;
    // Walk up past every held match this one beats: higher relevance, or the same and an earlier place.
    while (k > 0) {
      const other = held[k - 1] as { score: number; at: number };
      if (other.score > score || (other.score === score && other.at < at)) break;
      k -= 1;
    }
    if (k === this.size) return;
    held.splice(k, 0, { score, at, position });
    if (held.length > this.size) held.pop();
  }

  sorted() {
    return this.held;
  }
}

/** A search's cursor names its own list: relevance order is not the index's, so it never reads on in a plain list. */
const searchIndex = (index: string) => `${index}~search`;

/**
 * A list request made ready to run over a snapshot's entries: its cursor checked (a 400 before anything is read)
 * and its search compiled. Running it gives the same plans and cursors as the index Query.
 */
export function catalogueQuery(request: CataloguePageRequest): (entries: readonly CatalogueEntry[]) => CataloguePage {
  const { filter, sort, limit, cursor, language } = request;
  const { index, forward } = PLAN_SORT_INDEX[sort];
  const names = keyNames(index);
  const words = filter.text === undefined ? undefined : queryWords(filter.text);
  const cursorIndex = words ? searchIndex(index) : index;
  const keyList = [TABLE_KEYS.partition, TABLE_KEYS.sort, names.partition, names.sort];

  let after: Position | undefined;
  if (cursor) {
    const decoded = decodePlanCursor(cursor, cursorIndex, words ? [...keyList, 'score'] : keyList, {
      [TABLE_KEYS.partition]: (value) => value.startsWith(planKeys.pk('')),
      [TABLE_KEYS.sort]: planKeys.sk,
      [names.partition]: planKeys.statusPartition(filter.status),
      ...(words ? { score: (value: string) => /^\d{1,4}$/.test(value) } : {}),
    }).key;
    after = {
      score: words ? Number(decoded.score) : 0,
      sortKey: decoded[names.sort] as string,
      pk: decoded[TABLE_KEYS.partition] as string,
    };
    if (after.sortKey === undefined) throw invalidCursor();
  }

  return (entries) => {
    const prepared = preparedOf(entries);
    const order = prepared.order(index);
    const page: Ranked[] = [];
    let hasMore = false;
    let counts: { total: number; featured: number } | undefined;

    if (!words) {
      // Walk the index order from the cursor, in the sort's direction, until one plan more than the page.
      const n = order.length;
      let k = forward ? 0 : n - 1;
      if (after) {
        const from = after;
        k = forward
          ? firstIndex(order, (r) => comparePositions(r, from, true) > 0)
          : firstIndex(order, (r) => comparePositions(r, from, true) >= 0) - 1;
      }
      for (; forward ? k < n : k >= 0; k += forward ? 1 : -1) {
        const ranked = order[k] as Ranked;
        if (!matchesFilter(ranked.entry, filter)) continue;
        if (page.length === limit) {
          hasMore = true;
          break;
        }
        page.push(ranked);
      }
      if (!cursor) {
        counts = { total: 0, featured: 0 };
        for (const ranked of order) {
          if (!matchesFilter(ranked.entry, filter)) continue;
          counts.total += 1;
          if (ranked.entry.featured) counts.featured += 1;
        }
      }
    } else {
      // Each match stands at (relevance, its place in the index order): integers, so picking the page is a
      // top-k selection over the matches rather than a sort of them all.
      const { positions, scores } = relevanceByPosition(words, prepared.terms(language));
      const byPosition = prepared.byPosition(index);
      const rankOf = prepared.rank(index);
      const n = order.length;
      // After the cursor: a lower relevance, or the same one and a later place (found once, by binary search).
      let afterPlace = 0;
      if (after) {
        const from = after;
        afterPlace = forward
          ? firstIndex(order, (r) => compareKeys(r, from) > 0)
          : n - firstIndex(order, (r) => compareKeys(r, from) >= 0);
      }
      const best = new PageSelection(limit + 1);
      let total = 0;
      let featured = 0;
      for (let i = 0; i < positions.length; i += 1) {
        const position = positions[i] as number;
        const entry = (byPosition[position] as Ranked).entry;
        if (!matchesFilter(entry, filter)) continue;
        total += 1;
        if (entry.featured) featured += 1;
        const score = scores[i] as number;
        const rank = rankOf[position] as number;
        const at = forward ? rank : n - 1 - rank;
        if (after && (score > after.score || (score === after.score && at < afterPlace))) continue;
        best.offer(score, at, position);
      }
      const chosen = best.sorted();
      for (const { score, position } of chosen.slice(0, limit)) {
        page.push({ ...(byPosition[position] as Ranked), score });
      }
      hasMore = chosen.length > limit;
      if (!cursor) counts = { total, featured };
    }

    const last = page.at(-1);
    const nextCursor =
      hasMore && last
        ? encodePlanCursor({
            index: cursorIndex,
            key: {
              [TABLE_KEYS.partition]: last.pk,
              [TABLE_KEYS.sort]: planKeys.sk,
              [names.partition]: planKeys.statusPartition(filter.status),
              [names.sort]: last.sortKey,
              ...(words ? { score: String(last.score) } : {}),
            },
          })
        : null;
    return { ids: page.map((m) => m.entry.id), nextCursor, ...(counts ?? {}) };
  };
}

/** One page of the catalogue from a snapshot's entries. */
export function cataloguePage(entries: readonly CatalogueEntry[], request: CataloguePageRequest): CataloguePage {
  return catalogueQuery(request)(entries);
}

/** An entry with its key on one index (and, in a search, its relevance). */
interface Ranked extends Position {
  entry: CatalogueEntry;
}

/** The first position where `test` holds, for a test that is false then true along the list (binary search). */
function firstIndex<T>(list: readonly T[], test: (item: T) => boolean): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (test(list[mid] as T)) high = mid;
    else low = mid + 1;
  }
  return low;
}

/**
 * What a warm function computes once per snapshot rather than once per request: each index's order and each
 * language's term index. The snapshot hands out the same array until a shard changes, so the array is the key.
 */
interface Prepared {
  order(index: string): Ranked[];
  byPosition(index: string): Ranked[];
  /** Each entry's place in the index order (forward), by entry position. */
  rank(index: string): Int32Array;
  terms(language: Language): TermIndex;
}

const preparedCache = new WeakMap<readonly CatalogueEntry[], Prepared>();

const SORT_OF_INDEX: Record<string, PlanSort> = {
  gsi1: 'featured',
  gsi2: 'price-asc',
  gsi3: 'rating',
  gsi4: 'downloads',
};

function preparedOf(entries: readonly CatalogueEntry[]): Prepared {
  const cached = preparedCache.get(entries);
  if (cached) return cached;
  const orders = new Map<string, { order: Ranked[]; byPosition: Ranked[]; rank: Int32Array }>();
  const termIndexes = new Map<Language, TermIndex>();
  const ordered = (index: string) => {
    let built = orders.get(index);
    if (!built) {
      const sort = SORT_OF_INDEX[index] as PlanSort;
      const byPosition = entries.map((entry) => ({
        entry,
        score: 0,
        sortKey: entrySortKey(entry, sort),
        pk: planKeys.pk(entry.id),
      }));
      const order = [...byPosition].sort((a, b) => comparePositions(a, b, true));
      const rank = new Int32Array(entries.length);
      const positionOf = new Map(byPosition.map((ranked, position) => [ranked, position]));
      order.forEach((ranked, k) => {
        rank[positionOf.get(ranked) as number] = k;
      });
      built = { order, byPosition, rank };
      orders.set(index, built);
    }
    return built;
  };
  const prepared: Prepared = {
    order: (index) => ordered(index).order,
    byPosition: (index) => ordered(index).byPosition,
    rank: (index) => ordered(index).rank,
    terms: (language) => {
      let terms = termIndexes.get(language);
      if (!terms) {
        terms = termIndexOf(entries, language);
        termIndexes.set(language, terms);
      }
      return terms;
    },
  };
  preparedCache.set(entries, prepared);
  return prepared;
}
