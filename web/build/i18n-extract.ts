import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Where the shop's texts live; the admin area stays English (issue 22), so its files are not scanned. */
const SKIPPED = /(^|\/)(admin|tests?|testing|prerender)(\/|$)|\.test\.tsx?$/;

/** A `t('...')` or `msg('...')` call with a literal text (single-quoted, as Biome formats them). */
const CALL = /\b(?:t|msg)\(\s*'((?:[^'\\]|\\.)*)'/g;

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
      const id = (match[1] ?? '').replace(/\\(.)/g, '$1');
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
 * Source files whose texts the French account catalog (locales/fr-account.json) holds: checkout, payment, downloads,
 * the buyer's area and the sign-in dialog. They load after the first screen (decision 0026), so the French home,
 * plan list and plan page carry only the storefront catalog (locales/fr.json) in their initial JavaScript.
 */
export const ACCOUNT_SOURCES =
  /^(features\/(checkout|payments|downloads|orders|invoices|auth|accounts|dashboard)|app\/routes\/(user|checkout|payments|downloads|auth)|lib\/auth-errors\.ts|components\/ui\/password-input\.tsx|components\/layouts\/(user-area-layout|quick-nav)\.tsx|components\/layouts\/quick-nav-links\.ts|i18n\/account-shared-texts\.ts)/;

/** Which French catalog a text belongs in: the storefront's when any storefront file writes it. */
export function catalogOf(files: readonly string[]): 'fr' | 'fr-account' {
  return files.every((file) => ACCOUNT_SOURCES.test(file)) ? 'fr-account' : 'fr';
}
