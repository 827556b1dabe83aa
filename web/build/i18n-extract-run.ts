import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mailTexts, shopTexts } from '../../i18next.config.ts';
import { firstScreenSources } from './catalog-split.ts';
import { type Catalog, type ShopCatalogs, shopCatalogs, updateCatalog } from './catalog-update.ts';
import { extractTexts, type UnreadableCall } from './text-extractor.ts';

/*
 * `npm run i18n:extract`: after adding, changing or removing a text, brings the catalogs in line with the code (new
 * ids with empty French to fill, unused ids gone), the web's and the mails'. The catalog tests check the same.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const WEB_SRC = join(ROOT, 'web/src');
const WEB_LOCALES = join(WEB_SRC, 'i18n/locales');
const MAIL_SRC = join(ROOT, 'lambdas/src');
const MAIL_FRENCH = join(MAIL_SRC, 'i18n/locales/fr.json');

const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Catalog;

/** Writes a catalog as the repo keeps it; says whether it changed. */
function write(path: string, catalog: Catalog): boolean {
  const text = `${JSON.stringify(catalog, null, 2)}\n`;
  if (readFileSync(path, 'utf8') === text) return false;
  writeFileSync(path, text);
  return true;
}

const untranslated = (catalog: Catalog) => Object.values(catalog).filter((text) => !text.trim()).length;
const where = (srcDir: string) => (call: UnreadableCall) => `  ${join(srcDir, call.file)}:${call.line}  ${call.code}`;

const web = await extractTexts(shopTexts, WEB_SRC);
const names = ['fr', 'fr-more', 'en', 'en-more'] as const;
const locale = (name: keyof ShopCatalogs) => read(join(WEB_LOCALES, `${name}.json`));
const current: ShopCatalogs = {
  fr: locale('fr'),
  'fr-more': locale('fr-more'),
  en: locale('en'),
  'en-more': locale('en-more'),
};
const next = shopCatalogs(web.ids, firstScreenSources(WEB_SRC), current);
for (const name of names) {
  if (write(join(WEB_LOCALES, `${name}.json`), next[name])) console.log(`wrote web/src/i18n/locales/${name}.json`);
}

const mails = await extractTexts(mailTexts, MAIL_SRC);
const mailFrench = read(MAIL_FRENCH);
const nextMailFrench = updateCatalog(mailFrench, [...mails.ids.keys()], () => '');
if (write(MAIL_FRENCH, nextMailFrench)) console.log('wrote lambdas/src/i18n/locales/fr.json');

const missing = untranslated(next.fr) + untranslated(next['fr-more']) + untranslated(nextMailFrench);
console.log(`${web.ids.size} web texts, ${mails.ids.size} mail texts; ${missing} without French yet`);
const unreadable = [...web.unreadable.map(where(WEB_SRC)), ...mails.unreadable.map(where(MAIL_SRC))];
if (unreadable.length > 0) {
  console.error(
    'These calls choose their text at run time: mark their texts with msg() and the call with ' +
      '`// i18next-instrument-ignore-next-line` on the line before it, or write the text in the call:',
  );
  console.error(unreadable.join('\n'));
  process.exitCode = 1;
}
