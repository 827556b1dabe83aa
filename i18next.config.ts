import { fileURLToPath } from 'node:url';
import type { I18nextToolkitConfig } from 'i18next-cli';

/*
 * How the shop's texts are extracted, for the web and the mails alike (decision 0073): i18next-cli's extractor reads
 * every `t('...')` and `msg('...')` with SWC. A text's id is its English wording, so ids are flat (no key or namespace
 * separator: "Error: {message}" is one id), and `{count}` is a placeholder like any other, never a plural form (the
 * code picks one/many itself, decision 0026). Comments that show a call as an example are not texts.
 * The catalogs are written by `npm run i18n:extract` (web/build/i18n-catalogs-write.ts), not by the tool's own
 * `extract` command: which French file a web text lands in follows the import graph, a rule of ours.
 */

const ROOT = fileURLToPath(new URL('.', import.meta.url));

const extract: Omit<I18nextToolkitConfig['extract'], 'input' | 'output'> = {
  functions: ['t', 'msg'],
  keySeparator: false,
  nsSeparator: false,
  disablePlurals: true,
  defaultNS: false,
  transComponents: [],
  useTranslationNames: [],
  extractFromComments: false,
  primaryLanguage: 'en',
  secondaryLanguages: ['fr'],
  removeUnusedKeys: true,
};

/** The storefront's texts; the admin area stays English (decision 0026), and tests and the prerender write none. */
export const shopTexts: I18nextToolkitConfig = {
  locales: ['en', 'fr'],
  extract: {
    ...extract,
    input: [`${ROOT}web/src/**/*.{ts,tsx}`],
    ignore: ['**/admin/**', '**/test/**', '**/tests/**', '**/testing/**', '**/prerender/**', '**/*.test.{ts,tsx}'],
    output: `${ROOT}web/src/i18n/locales/{{language}}.json`,
  },
};

/** The mails' texts (decision 0070): French only, English is the ids' own wording. */
export const mailTexts: I18nextToolkitConfig = {
  locales: ['en', 'fr'],
  extract: {
    ...extract,
    input: [`${ROOT}lambdas/src/**/*.ts`],
    ignore: ['**/*.test.ts'],
    output: `${ROOT}lambdas/src/i18n/locales/{{language}}.json`,
  },
};
