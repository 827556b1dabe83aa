import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { shopTexts } from '../../i18next.config.ts';
import { frenchGaps, GAPS_ADVICE } from '../build/catalog-check.ts';
import { catalogOf, firstScreenSources, placeholders } from '../build/catalog-split.ts';
import { extractTexts } from '../build/text-extractor.ts';
import english from '../src/i18n/locales/en.json' with { type: 'json' };
import englishMore from '../src/i18n/locales/en-more.json' with { type: 'json' };
import french from '../src/i18n/locales/fr.json' with { type: 'json' };
import frenchMore from '../src/i18n/locales/fr-more.json' with { type: 'json' };

const SRC = fileURLToPath(new URL('../src', import.meta.url));
// The texts the code writes, read by i18next-cli's extractor with the repo's configuration (i18next.config.ts).
const { ids, unreadable } = await extractTexts(shopTexts, SRC);
// What a French page loads before it renders: the app's entry and its static imports (not the lazy pages').
const firstScreen = firstScreenSources(SRC);
const storefront = french as Record<string, string>;
const account = frenchMore as Record<string, string>;
const fr = { ...storefront, ...account };
const enFirst = english as Record<string, string>;
const enMore = englishMore as Record<string, string>;
const en = { ...enFirst, ...enMore };

describe('the catalogs', () => {
  it('finds the shop texts in the code (the extraction itself works)', () => {
    expect(ids.get('Browse Plans')).toBeDefined();
    expect(ids.get('{total} Amazing Plans Found')).toBeDefined();
    expect(ids.size).toBeGreaterThan(100);
  });

  it("reads every t() call's text, or the call is marked as choosing among texts marked with msg()", () => {
    const sites = unreadable.map(({ file, line, code }) => `web/src/${file}:${line} ${code}`);

    expect(
      sites,
      'mark the texts with msg() and the call with `// i18next-instrument-ignore-next-line` on the line before',
    ).toEqual([]);
  });

  it('finds the first screen from the entry: the header and Home, not the lazy plan list or sign-in dialog', () => {
    expect(firstScreen).toContain('main.tsx');
    expect(firstScreen).toContain('components/layouts/site-header.tsx');
    expect(firstScreen).not.toContain('app/routes/plans/plan-list.tsx');
    expect(firstScreen).not.toContain('features/auth/components/auth-dialog.tsx');
  });

  it('has a French translation for every English text, and none for a text the code no longer writes', () => {
    expect(frenchGaps(ids, fr, 'web/src/i18n/locales/fr.json or fr-more.json'), GAPS_ADVICE).toEqual([]);
  });

  it('puts every text a storefront page writes in the storefront catalog, the rest in the account one, once', () => {
    const misplaced = [...ids].filter(
      ([id, files]) => !(id in (catalogOf(files, firstScreen) === 'fr' ? storefront : account)),
    );
    const twice = Object.keys(storefront).filter((id) => id in account);

    expect(misplaced.map(([id]) => id)).toEqual([]);
    expect(twice).toEqual([]);
  });

  it('keeps every placeholder of the English text in its French one', () => {
    const mismatched = Object.entries(fr).filter(([id, text]) => placeholders(id).join() !== placeholders(text).join());

    expect(mismatched).toEqual([]);
  });

  it('lists every English text with a placeholder in en.json or en-more.json (compiled at build), word for word', () => {
    const withPlaceholders = [...ids.keys()].filter((id) => placeholders(id).length > 0).sort();

    expect(Object.keys(en).sort()).toEqual(withPlaceholders);
    for (const [id, text] of Object.entries(en)) expect(text).toBe(id);
  });

  it("splits the English messages as the French ones: the first screen's in en.json, the rest in en-more.json", () => {
    const misplaced = [...ids].filter(
      ([id, files]) =>
        placeholders(id).length > 0 && !(id in (catalogOf(files, firstScreen) === 'fr' ? enFirst : enMore)),
    );

    expect(misplaced.map(([id]) => id)).toEqual([]);
    expect(Object.keys(enFirst).filter((id) => id in enMore)).toEqual([]);
  });

  it('writes French with its typography: no plain space before ; : ! ? and no straight apostrophe', () => {
    const untidy = Object.values(fr).filter((text) => / [;:!?]/.test(text) || /[A-Za-zÀ-ÿ]'[A-Za-zÀ-ÿ]/.test(text));

    expect(untidy).toEqual([]);
  });
});
