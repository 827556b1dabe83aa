import { catalogOf, placeholders } from './catalog-split.ts';

export type Catalog = Record<string, string>;

/**
 * A catalog holding exactly the given ids: the ones it had keep their place and text, a new one is added at the end
 * with its first text (empty French, for a translator to fill; the catalog test lists it until then), and an id no
 * code writes any more is dropped.
 */
export function updateCatalog(current: Catalog, ids: readonly string[], firstText: (id: string) => string): Catalog {
  const wanted = new Set(ids);
  const kept = Object.entries(current).filter(([id]) => wanted.has(id));
  const added = ids.filter((id) => !(id in current)).map((id) => [id, firstText(id)] as const);
  return Object.fromEntries([...kept, ...added]);
}

export interface ShopCatalogs {
  fr: Catalog;
  'fr-more': Catalog;
  en: Catalog;
  'en-more': Catalog;
}

/**
 * The web's four catalogs for the texts the code writes: French split between the first screen's file and the later
 * one by the files that write each text (decision 0026), English holding only the messages with placeholders, word
 * for word. A French text moving from one file to the other keeps its translation.
 */
export function shopCatalogs(
  ids: ReadonlyMap<string, readonly string[]>,
  firstScreen: ReadonlySet<string>,
  current: ShopCatalogs,
): ShopCatalogs {
  const french: Catalog = { ...current['fr-more'], ...current.fr };
  const first = [...ids].filter(([, files]) => catalogOf(files, firstScreen) === 'fr').map(([id]) => id);
  const later = [...ids.keys()].filter((id) => !first.includes(id));
  const withPlaceholders = (list: string[]) => list.filter((id) => placeholders(id).length > 0);
  const translation = (id: string) => french[id] ?? '';
  return {
    fr: updateCatalog(current.fr, first, translation),
    'fr-more': updateCatalog(current['fr-more'], later, translation),
    en: updateCatalog(current.en, withPlaceholders(first), (id) => id),
    'en-more': updateCatalog(current['en-more'], withPlaceholders(later), (id) => id),
  };
}
