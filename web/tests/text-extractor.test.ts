import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { shopTexts } from '../../i18next.config.ts';
import { extractTexts } from '../build/text-extractor.ts';

/* The extraction on small sources of its own, with the repo's configuration (i18next.config.ts). */
const dir = mkdtempSync(join(tmpdir(), 'text-extractor-'));
const files: Record<string, string> = {
  'cards.tsx': [
    "import { t } from './i18n';",
    'export const Card = ({ count, name }: { count: number; name: string }) => (',
    '  <p title={t(`Plain template`)}>',
    "    {t('{count} Bedrooms', { count })}",
    '    {t(',
    "      'A text split over lines',",
    '    )}',
    "    {t(count === 1 ? 'One plan' : 'Many plans')}",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source of a template literal with a value
    '    {t(`Hello ${name}`)}',
    '  </p>',
    ');',
  ].join('\n'),
  'labels.ts': [
    "import { msg, t } from './i18n';",
    "const LABELS = { villa: msg('Villa'), bungalow: msg('Bungalow'), flat: 'Flat' } as const;",
    "// The text is chosen at run time, as in t('A text in a comment').",
    'export const unmarked = (kind: keyof typeof LABELS) => t(LABELS[kind]);',
    'export const marked = (kind: keyof typeof LABELS) =>',
    '  // i18next-instrument-ignore-next-line',
    '  t(LABELS[kind]);',
  ].join('\n'),
};
for (const [name, code] of Object.entries(files)) writeFileSync(join(dir, name), code);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const config = { ...shopTexts, extract: { ...shopTexts.extract, input: [`${dir}/**/*.{ts,tsx}`] } };
const { ids, unreadable } = await extractTexts(config, dir);

describe('extractTexts', () => {
  it('reads literal texts however they are written, with the files that write them', () => {
    expect(Object.fromEntries(ids)).toEqual({
      'Plain template': ['cards.tsx'],
      '{count} Bedrooms': ['cards.tsx'],
      'A text split over lines': ['cards.tsx'],
      'One plan': ['cards.tsx'],
      'Many plans': ['cards.tsx'],
      Villa: ['labels.ts'],
      Bungalow: ['labels.ts'],
    });
  });

  it('keeps {count} a placeholder: no plural forms of the id', () => {
    expect([...ids.keys()].filter((id) => /_(one|other|zero)$/.test(id))).toEqual([]);
  });

  it('names each call whose text it cannot read, unless the call is marked as choosing among msg() texts', () => {
    expect(unreadable).toEqual([
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source of a template literal with a value
      { file: 'cards.tsx', line: 9, code: '{t(`Hello ${name}`)}' },
      { file: 'labels.ts', line: 4, code: 'export const unmarked = (kind: keyof typeof LABELS) => t(LABELS[kind]);' },
    ]);
  });

  it('takes no text from a call that chooses it at run time, nor from a comment', () => {
    // The extractor can follow LABELS' `as const` values; 'Flat' is not marked with msg(), so it is no text.
    expect(ids.has('Flat')).toBe(false);
    expect(ids.has('A text in a comment')).toBe(false);
  });
});
