import { describe, expect, it } from 'vitest';
import { compileSearch, termScore, withinOneEdit } from '../../../src/domain/catalogue/relevance.ts';
import { searchTerms } from '../../../src/domain/catalogue/search-terms.ts';
import { toCatalogueEntry } from '../../../src/repositories/catalogue/catalogue-entry.ts';
import { cataloguePage } from '../../../src/repositories/catalogue/catalogue-page.ts';
import { sampleItem } from '../../support/plan-items.ts';

const entry = (id: string, fields: Record<string, unknown>) => toCatalogueEntry({ ...sampleItem({ id }), ...fields });

function search(
  entries: ReturnType<typeof entry>[],
  q: string,
  options: { lang?: 'en' | 'fr'; sort?: 'price-asc' } = {},
) {
  return cataloguePage(entries, {
    filter: { status: 'active', text: q },
    sort: options.sort ?? 'price-asc',
    limit: 50,
    language: options.lang ?? 'en',
  }).ids;
}

describe('search terms', () => {
  it('drop accents and case and keep words of letters and digits', () => {
    expect(searchTerms('Modèle Élégant, 4-CHAMBRES; œuvre')).toBe('modele elegant 4 chambres oeuvre');
  });
});

describe('one typo', () => {
  it.each([
    ['bungalow', 'bungalw', true],
    ['bungalow', 'bungaloow', true],
    ['bungalow', 'bugnalow', true],
    ['bungalow', 'bangalaw', false],
  ])('%s against %s: %s', (a, b, expected) => {
    expect(withinOneEdit(a, b)).toBe(expected);
  });

  it('is forgiven in words of five letters or more only', () => {
    expect(termScore('vilas', 'villas')).toBeGreaterThan(0);
    expect(termScore('vila', 'villa')).toBe(0);
  });
});

describe('catalogue search', () => {
  const plans = [
    entry('modele', { title: 'Modèle Courtyard', description: 'A villa', basic_price: 3000 }),
    entry('bungalow', { title: 'Garden Bungalow', description: 'Three bedrooms around a court', basic_price: 1000 }),
    entry('townhouse', { title: 'Terrace Townhouse', description: 'Narrow plot', basic_price: 2000 }),
  ];

  it('ignores accents and case: "modele" finds "Modèle"', () => {
    expect(search(plans, 'MODELE')).toEqual(['modele']);
  });

  it('matches the start of words', () => {
    expect(search(plans, 'bung')).toEqual(['bungalow']);
    expect(search(plans, 'town terr')).toEqual(['townhouse']);
  });

  it('tolerates one typo in a word of five letters or more, none in shorter words', () => {
    expect(search(plans, 'bungalw')).toEqual(['bungalow']);
    expect(search(plans, 'gardn')).toEqual(['bungalow']);
    expect(search(plans, 'narow')).toEqual(['townhouse']);
    expect(search(plans, 'plto')).toEqual([]);
  });

  it('ranks by relevance before the chosen sort: a title match before a description match, then price', () => {
    // "court": prefix of "Courtyard" in a title (3000) and whole word in a description (1000).
    expect(search(plans, 'court')).toEqual(['modele', 'bungalow']);
    const priced = [
      entry('dear', { title: 'Courtyard Villa', basic_price: 5000 }),
      entry('cheap', { title: 'Courtyard House', basic_price: 900 }),
    ];
    expect(search(priced, 'courtyard')).toEqual(['cheap', 'dear']);
  });

  it('pages a search by cursor without losing or repeating a plan', () => {
    const many = Array.from({ length: 9 }, (_, i) =>
      entry(`p${i}`, { title: i % 2 ? 'Courtyard villa' : 'Villa with a courtyard view', basic_price: 1000 + (i % 3) }),
    );
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = cataloguePage(many, {
        filter: { status: 'active', text: 'courtyard' },
        sort: 'price-asc',
        limit: 2,
        cursor,
        language: 'en',
      });
      seen.push(...page.ids);
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(search(many, 'courtyard'));
    expect(new Set(seen).size).toBe(9);
  });

  it('searches the French texts in French, the English ones standing in where none is written', () => {
    const bilingual = [
      entry('fr', {
        title: 'Family Villa',
        title_fr: 'Villa familiale',
        description: 'x',
        description_fr: 'Maison à étage',
      }),
      entry('en', { title: 'Maison Bungalow', description: 'y' }),
    ];
    expect(search(bilingual, 'familiale', { lang: 'fr' })).toEqual(['fr']);
    expect(search(bilingual, 'familiale')).toEqual([]);
    expect(search(bilingual, 'spacious', { lang: 'fr' })).toEqual([]);
    expect(search(bilingual, 'maison', { lang: 'fr' }).sort()).toEqual(['en', 'fr']);
  });

  it('a search of no words is no search', () => {
    expect(compileSearch(' ,; ', 'en')).toBeUndefined();
    expect(search(plans, ' - ').length).toBe(3);
  });
});
