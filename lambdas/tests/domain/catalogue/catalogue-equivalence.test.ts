import { PLAN_SORTS, PLAN_STATUSES, PLAN_TYPES, type PlanSort, PRICE_BANDS } from '@shop/shared/plans/plan';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { entrySortKey, toCatalogueEntry } from '../../../src/repositories/catalogue/catalogue-entry.ts';
import { cataloguePage } from '../../../src/repositories/catalogue/catalogue-page.ts';
import { catalogueSnapshot, forgetCatalogueCache } from '../../../src/repositories/catalogue-snapshot.ts';
import { planCountersRepository } from '../../../src/repositories/plan-counters.ts';
import { planWrites } from '../../../src/repositories/plan-writes.ts';
import { type PlanFilter, plansRepository } from '../../../src/repositories/plans-repository.ts';
import { startDynalite } from '../../support/dynalite-table.ts';
import { samplePlan } from '../../support/plan-items.ts';

/**
 * The snapshot read against the index Queries it replaces, on random catalogues built through the real write paths
 * (create, staff edits, sales, refunds, ratings, deletes) and random lists walked to their end. DynamoDB leaves the
 * order of plans with equal index keys open, so pages are compared by their index keys and, within a run of equal
 * keys, by the set of plans in it.
 */

let stack: Awaited<ReturnType<typeof startDynalite>>;
beforeAll(async () => {
  vi.stubEnv('LOG_LEVEL', 'silent');
  stack = await startDynalite();
});
afterAll(() => stack?.stop());

const planArb = fc.record({
  status: fc.constantFrom(...PLAN_STATUSES, 'active', 'active'),
  featured: fc.boolean(),
  created_at: fc.constantFrom('2026-01-01T00:00:00.000Z', '2026-02-01T00:00:00.000Z', '2026-03-05T10:00:00.000Z'),
  basic_price: fc.constantFrom(900, 1999.99, 2000, 2500, 3500, 3500.01, 4200),
  plan_type: fc.constantFrom(...PLAN_TYPES),
  bedrooms: fc.integer({ min: 1, max: 6 }),
  footprint: fc.option(fc.tuple(fc.constantFrom(8, 12, 15.5, 20), fc.constantFrom(10, 14, 18, 25)), { nil: undefined }),
});

const opArb = fc.oneof(
  fc.record({ kind: fc.constant('sale' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('refund' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('rating' as const), at: fc.nat(), stars: fc.integer({ min: 1, max: 5 }) }),
  fc.record({ kind: fc.constant('price' as const), at: fc.nat(), price: fc.constantFrom(1500, 2000, 3000, 5000) }),
  fc.record({ kind: fc.constant('feature' as const), at: fc.nat(), featured: fc.boolean() }),
  fc.record({ kind: fc.constant('status' as const), at: fc.nat(), status: fc.constantFrom(...PLAN_STATUSES) }),
  fc.record({ kind: fc.constant('delete' as const), at: fc.nat() }),
);

const queryArb = fc.record({
  status: fc.constantFrom(...PLAN_STATUSES, 'active', 'active'),
  sort: fc.constantFrom(...PLAN_SORTS),
  limit: fc.integer({ min: 1, max: 6 }),
  featured: fc.option(fc.boolean(), { nil: undefined }),
  type: fc.option(fc.constantFrom(...PLAN_TYPES), { nil: undefined }),
  minBedrooms: fc.option(fc.integer({ min: 0, max: 6 }), { nil: undefined }),
  priceBand: fc.option(fc.constantFrom(...PRICE_BANDS), { nil: undefined }),
  plot: fc.option(fc.tuple(fc.constantFrom(10, 15.5, 30), fc.constantFrom(12, 18, 40)), { nil: undefined }),
});

type Query = typeof queryArb extends fc.Arbitrary<infer T> ? T : never;

function filterOf(query: Query): PlanFilter {
  return {
    status: query.status,
    featured: query.featured,
    type: query.type,
    minBedrooms: query.minBedrooms,
    priceBand: query.priceBand,
    maxFootprint: query.plot && { width_m: query.plot[0], depth_m: query.plot[1] },
  };
}

interface Walk {
  /** Per page: the index key of each plan in order. */
  pageKeys: string[][];
  /** Per run of equal index keys, across all pages: the plans in it, sorted. */
  runs: string[];
  cursors: string[];
  total?: number;
  featured?: number;
}

function describeWalk(pages: { ids: string[]; keys: string[]; cursor: string | null }[]): Walk {
  const runs: string[] = [];
  let runKey: string | undefined;
  let runIds: string[] = [];
  for (const page of pages) {
    page.ids.forEach((id, i) => {
      if (page.keys[i] !== runKey) {
        if (runKey !== undefined) runs.push(`${runKey}:${runIds.sort().join(',')}`);
        runKey = page.keys[i];
        runIds = [];
      }
      runIds.push(id);
    });
  }
  if (runKey !== undefined) runs.push(`${runKey}:${runIds.sort().join(',')}`);
  return { pageKeys: pages.map((p) => p.keys), runs, cursors: pages.flatMap((p) => (p.cursor ? [p.cursor] : [])) };
}

describe('the catalogue snapshot lists what the index Queries list', () => {
  it('same plans, same order, same pages by cursor, same counts, for every filter and sort', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(planArb, { maxLength: 24 }),
        fc.array(opArb, { maxLength: 20 }),
        fc.array(queryArb, { minLength: 1, maxLength: 4 }),
        async (plans, ops, queries) => {
          // Prepare: a fresh table and a cold function, the catalogue written as staff, buyers and reviewers would.
          const table = await stack.newTable();
          forgetCatalogueCache();
          const writes = planWrites(stack.db, table);
          const counters = planCountersRepository(stack.db, table);
          const ids = plans.map((_, i) => `p${String(i).padStart(2, '0')}`);
          for (const [i, plan] of plans.entries()) {
            const { footprint, ...fields } = plan;
            await writes.create(
              samplePlan({
                id: ids[i],
                ...fields,
                ...(footprint ? { footprint_width_m: footprint[0], footprint_depth_m: footprint[1] } : {}),
                footprint_width_m: footprint?.[0],
                footprint_depth_m: footprint?.[1],
                rating_average: 0,
                rating_count: 0,
                downloads: 0,
              }),
            );
          }
          const repository = plansRepository(stack.db, table);
          for (const op of ids.length ? ops : []) {
            const id = ids[op.at % ids.length] as string;
            const current = await repository.get(id);
            if (!current) continue;
            if (op.kind === 'sale') await counters.incrementPlanDownloads(id);
            if (op.kind === 'refund') await counters.decrementPlanDownloads(id);
            if (op.kind === 'rating') {
              const before = (await counters.readRating(id)) ?? { average: 0, count: 0 };
              const count = before.count + 1;
              const average = Math.round(((before.average * before.count + op.stars) / count) * 100) / 100;
              await counters.replaceRating(id, before, { average, count });
            }
            if (op.kind === 'price')
              await writes.update(current, { basic_price: op.price }, '2026-04-01T00:00:00.000Z');
            if (op.kind === 'feature')
              await writes.update(current, { featured: op.featured }, '2026-04-02T00:00:00.000Z');
            if (op.kind === 'status') await writes.update(current, { status: op.status }, '2026-04-03T00:00:00.000Z');
            if (op.kind === 'delete') await writes.remove(id);
          }
          const entries = await catalogueSnapshot(stack.db, table).entries();

          for (const query of queries) {
            const filter = filterOf(query);
            const sort: PlanSort = query.sort;

            // Act: walk today's Queries and the snapshot to the end of the list.
            const oldPages: { ids: string[]; keys: string[]; cursor: string | null }[] = [];
            let cursor: string | undefined;
            do {
              const page = await repository.page({ filter, sort, limit: query.limit, cursor });
              oldPages.push({
                ids: page.plans.map((p) => p.id),
                keys: page.plans.map((p) => entrySortKey(toCatalogueEntry(p), sort)),
                cursor: page.nextCursor,
              });
              cursor = page.nextCursor ?? undefined;
            } while (cursor);
            const oldCounts = await repository.count(filter);

            const newPages: typeof oldPages = [];
            const byId = new Map(entries.map((e) => [e.id, e]));
            let newTotals: { total: number; featured: number } | undefined;
            cursor = undefined;
            do {
              const page = cataloguePage(entries, { filter, sort, limit: query.limit, cursor, language: 'en' });
              newTotals ??= { total: page.total ?? -1, featured: page.featured ?? -1 };
              newPages.push({
                ids: page.ids,
                keys: page.ids.map((id) => entrySortKey(byId.get(id) as never, sort)),
                cursor: page.nextCursor,
              });
              cursor = page.nextCursor ?? undefined;
            } while (cursor);

            // Assess
            const before = describeWalk(oldPages);
            const after = describeWalk(newPages);
            expect(after.pageKeys).toEqual(before.pageKeys);
            expect(after.runs).toEqual(before.runs);
            expect(newTotals).toEqual(oldCounts);
            // A cursor today's Query handed out reads on in the snapshot to a page of the same keys.
            for (const [i, oldCursor] of before.cursors.entries()) {
              // A cursor on a plan whose index key ties with a neighbour's (on this page, the page before or the
              // page after) has no defined continuation: DynamoDB leaves the order of tied plans open, so which of
              // them are still ahead of it differs between two correct readers.
              const keys = before.pageKeys.flat();
              const at = before.pageKeys.slice(0, i + 1).flat().length - 1;
              if (keys[at] === keys[at + 1] || keys[at] === keys[at - 1]) continue;
              const next = cataloguePage(entries, {
                filter,
                sort,
                limit: query.limit,
                cursor: oldCursor,
                language: 'en',
              });
              expect(next.ids.map((id) => entrySortKey(byId.get(id) as never, sort))).toEqual(before.pageKeys[i + 1]);
            }
          }
        },
      ),
      { numRuns: 60 },
    );
  }, 120_000);
});
