import { readFileSync } from 'node:fs';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const CATALOG = /\/src\/i18n\/locales\/[a-z-]+\.json$/;

/**
 * Compiles the catalogs (web/src/i18n/locales/*.json, ICU messages) to Lingui's runtime format when they are
 * bundled, so the browser needs no message parser (decision 0026: the parser is ~7 KB gzipped). The dev server
 * and tests import the plain JSON; Lingui compiles it at runtime outside production builds.
 */
export function i18nCatalogsPlugin(): Plugin {
  return {
    name: 'shop-i18n-catalogs',
    enforce: 'pre',
    apply: 'build',
    load(id) {
      const file = id.split('?')[0] ?? '';
      if (!CATALOG.test(file)) return null;
      const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      const compiled = Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, compileMessage(text)]));
      // JavaScript from here on, so Vite's JSON plugin leaves it alone.
      return { code: `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`, moduleType: 'js' };
    },
  };
}
