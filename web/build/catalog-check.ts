import type { Catalog } from './catalog-update.ts';

/**
 * What keeps a French catalog from matching the code, one sentence each: a text the code writes with no French
 * (naming the files that write it), a text the catalog keeps that no code writes. Empty when they match.
 */
export function frenchGaps(ids: ReadonlyMap<string, readonly string[]>, french: Catalog, catalog: string): string[] {
  const missing = [...ids]
    .filter(([id]) => !french[id]?.trim())
    .map(([id, files]) => `${JSON.stringify(id)} (${files.join(', ')}) has no French in ${catalog}`);
  const stale = Object.keys(french)
    .filter((id) => !ids.has(id))
    .map((id) => `${JSON.stringify(id)} is in ${catalog}, but no code writes it`);
  return [...missing, ...stale];
}

/** What the catalog tests say beside the gaps. */
export const GAPS_ADVICE = 'run `npm run i18n:extract` (it adds and removes ids), then write the new texts in French';
