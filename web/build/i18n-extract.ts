import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Where the shop's texts live; the admin area stays English (decision 0026), so its files are not scanned. */
const SKIPPED = /(^|\/)(admin|tests?|testing|prerender)(\/|$)|\.test\.tsx?$/;

/** A `t('...')` or `msg('...')` call with a literal text (single-quoted, or double-quoted when it holds a '). */
const CALL = /\b(?:t|msg)\(\s*(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)")/g;

function sourceFiles(dir: string, base = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (SKIPPED.test(path.slice(base.length + 1))) return [];
    if (statSync(path).isDirectory()) return sourceFiles(path, base);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/**
 * Every text id the shop's code writes (`t('Browse Plans')`, `msg('Villa')`), by file. A text built at run time
 * (`t(label)`) is found where its literal is marked with msg().
 */
export function extractTextIds(srcDir: string): Map<string, string[]> {
  const ids = new Map<string, string[]>();
  for (const file of sourceFiles(srcDir)) {
    for (const match of readFileSync(file, 'utf8').matchAll(CALL)) {
      const id = (match[1] ?? match[2] ?? '').replace(/\\(.)/g, '$1');
      ids.set(id, [...(ids.get(id) ?? []), file.slice(srcDir.length + 1)]);
    }
  }
  return ids;
}

/** The placeholders of a message: "{count} Bedrooms" has "count". */
export function placeholders(message: string): string[] {
  return [...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort();
}

/**
 * Source files whose texts the second French catalog (locales/fr-more.json) holds: everything a French page needs
 * only with a lazy page's code: the plan list and plan page (as their English texts live in their own chunks),
 * checkout, payment, downloads, the buyer's area, the sign-in dialog, reviews, the content pages. It loads with
 * those pages' code (decision 0026), so the entry's French (header, footer, Home, cookie banner: locales/fr.json)
 * is all a French page's initial JavaScript carries.
 */
export const LATER_SOURCES =
  /^(features\/plans\/components\/(plan-filters|plan-results|plans-hero|plan-search-box|plan-view-toggle|plan-packages|plan-details|plan-gallery|plan-lightbox|share-button|plan-detail-pending|plot-filter[\w-]*|plot-fit-note)\.tsx|features\/plans\/utils\/(plan-filter-options|plot[\w-]*)\.ts|components\/plans\/star-rating\.tsx|lib\/share-link\.ts|lib\/plots\/|i18n\/build-cost-texts\.ts|features\/build-cost\/|app\/routes\/plans\/|features\/(compare|ads)\/|components\/payments-off-notice\.tsx|features\/(checkout|payments|downloads|orders|library|invoices|auth|accounts|dashboard|reviews|content|faq|blog|portfolio|contact)|features\/compare\/components\/compare-dialog\.tsx|features\/favorites\/(components\/(favorites-page|favorite-card|favorites-filters)\.tsx|utils\/)|app\/routes\/(user|checkout|payments|downloads|auth|content|not-found\.tsx|coming-soon\.tsx)|lib\/(auth-errors|refusal-text|order-labels)\.ts|components\/auth\/|features\/favorites\/components\/favorite-button\.tsx|features\/plans\/components\/plan-download-link\.tsx|components\/ui\/password-input\.tsx|components\/layouts\/(user-area-layout|quick-nav)\.tsx|components\/layouts\/quick-nav-links\.ts|i18n\/(account-shared-texts|shared-texts|signed-out-texts)\.ts|features\/cookie-consent\/components\/(consent-preferences-dialog|cookie-settings-button)\.tsx|features\/seo\/utils\/plan-share\.ts)/;

/** Which French catalog a text belongs in: the first screen's when any first-screen file writes it. */
export function catalogOf(files: readonly string[]): 'fr' | 'fr-more' {
  return files.every((file) => LATER_SOURCES.test(file)) ? 'fr-more' : 'fr';
}
