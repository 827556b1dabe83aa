import { PLAN_SORTS, PLAN_TYPES } from '@shop/shared/plans/plan';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLAN_SORT_INDEX, planKeys } from '../../../src/db/table-design.ts';
import { compileSearch } from '../../../src/domain/catalogue/relevance.ts';
import {
  type CatalogueEntry,
  entrySortKey,
  toCatalogueEntry,
} from '../../../src/repositories/catalogue/catalogue-entry.ts';
import { catalogueQuery } from '../../../src/repositories/catalogue/catalogue-page.ts';

/**
 * A search's pages against the plainest statement of its ranking: score every plan with the per-plan scorer,
 * keep the ones that match, sort them by relevance, then the sort's index key, then the plan key (reversed for a
 * descending sort), and cut pages. Whatever indexes and shortcuts the list uses, it must give the same pages.
 */

const VOCABULARY = ['courtyard', 'court', 'courts', 'garden', 'gardens', 'modele', 'terrace', 'villa', 'tema', 'ho'];
const TYPED = [...VOCABULARY, 'cour', 'co', 'courtyrd', 'gardn', 'terace', 'modèle', 'tera', 'zzz', 'vila', 'villas'];

const entryArb = fc.record({
  title: fc.array(fc.constantFrom(...VOCABULARY), { minLength: 1, maxLength: 3 }),
  body: fc.array(fc.constantFrom(...VOCABULARY), { maxLength: 5 }),
  titleFr: fc.option(fc.array(fc.constantFrom(...VOCABULARY), { minLength: 1, maxLength: 2 }), { nil: undefined }),
  status: fc.constantFrom('active', 'active', 'draft'),
  featured: fc.boolean(),
  price: fc.constantFrom(900, 2000, 3500, 4200),
  rating: fc.constantFrom(0, 3.5, 4.5),
  downloads: fc.constantFrom(0, 3, 10),
  type: fc.constantFrom(...PLAN_TYPES),
});

function catalogueOf(plans: (typeof entryArb extends fc.Arbitrary<infer T> ? T : never)[]): CatalogueEntry[] {
  return plans.map((plan, i) =>
    toCatalogueEntry({
      id: `p-${String(i).padStart(3, '0')}`,
      rev: 1,
      status: plan.status,
      featured: plan.featured,
      created_at: `2026-0${1 + (i % 3)}-01T00:00:00.000Z`,
      updated_at: '2026-04-01T00:00:00.000Z',
      basic_price: plan.price,
      rating_average: plan.rating,
      rating_count: plan.rating ? 2 : 0,
      downloads: plan.downloads,
      plan_type: plan.type,
      bedrooms: 3,
      title: plan.title.join(' '),
      description: plan.body.join(' '),
      ...(plan.titleFr ? { title_fr: plan.titleFr.join(' ') } : {}),
    }),
  );
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

describe('search ranking', () => {
  it('pages every search as the plain score-sort-slice does, cursor after cursor, with the same counts', () => {
    fc.assert(
      fc.property(
        fc.array(entryArb, { maxLength: 40 }),
        fc.array(fc.constantFrom(...TYPED), { minLength: 1, maxLength: 2 }),
        fc.constantFrom(...PLAN_SORTS),
        fc.integer({ min: 1, max: 7 }),
        fc.constantFrom('en' as const, 'fr' as const),
        fc.option(fc.constantFrom(...PLAN_TYPES), { nil: undefined }),
        (plans, words, sort, limit, language, type) => {
          const entries = catalogueOf(plans);
          const text = words.join(' ');
          const filter = { status: 'active' as const, text, ...(type ? { type } : {}) };

          // The plain statement.
          const score = compileSearch(text, language);
          const forward = PLAN_SORT_INDEX[sort].forward;
          const expected = entries
            .filter((entry) => entry.status === 'active' && (!type || entry.type === type))
            .map((entry) => ({ entry, score: score ? score(entry) : 0, key: entrySortKey(entry, sort) }))
            .filter((ranked) => ranked.score > 0)
            .sort((a, b) => {
              if (a.score !== b.score) return b.score - a.score;
              const order = compare(a.key, b.key) || compare(planKeys.pk(a.entry.id), planKeys.pk(b.entry.id));
              return forward ? order : -order;
            })
            .map((ranked) => ranked.entry.id);

          // The list, walked by cursor.
          const seen: string[] = [];
          let cursor: string | undefined;
          let first = true;
          for (let pages = 0; pages < 50; pages += 1) {
            const page = catalogueQuery({ filter, sort, limit, language, ...(cursor ? { cursor } : {}) })(entries);
            if (first) {
              expect(page.total).toBe(expected.length);
              expect(page.featured).toBe(expected.filter((id) => entries.find((e) => e.id === id)?.featured).length);
              first = false;
            }
            expect(page.ids.length).toBeLessThanOrEqual(limit);
            seen.push(...page.ids);
            if (!page.nextCursor) break;
            cursor = page.nextCursor;
          }
          expect(seen).toEqual(expected);
        },
      ),
      { numRuns: 300 },
    );
  });
});
