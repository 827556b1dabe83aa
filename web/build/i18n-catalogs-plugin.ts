import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const CATALOG = /\/src\/i18n\/locales\/[a-z]{2}\.json$/;

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
    transform(code, id) {
      if (!CATALOG.test(id.split('?')[0] ?? '')) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, compileMessage(text)]));
      return { code: `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`, map: null };
    },
  };
}
