import {
  isShopLanguage,
  languageOfPath,
  pathInLanguage,
  preferredShopLanguage,
  type ShopLanguage,
} from '@shop/shared/i18n/languages';
import { browserStorage, type KeyValueStorage } from '../lib/stored-values.ts';

/** Where the visitor's explicit choice (header switch, settings page) is kept on this device. */
export const LANGUAGE_STORAGE_KEY = 'language';

/** Paths that keep one language whatever the choice: the admin area is English (decision 0026). */
const SINGLE_LANGUAGE = /^\/(fr\/)?admin(\/|$)/;

export function readLanguageChoice(storage: KeyValueStorage | undefined = browserStorage()): ShopLanguage | null {
  try {
    const value = storage?.getItem(LANGUAGE_STORAGE_KEY);
    return isShopLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeLanguageChoice(
  language: ShopLanguage,
  storage: KeyValueStorage | undefined = browserStorage(),
): void {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Blocked storage: the choice lasts as long as the page's URL.
  }
}

/**
 * Where a page load should go instead, or null to stay: a visitor who chose a language and opened the other
 * language's URL is sent to the same page in their language. Without a choice, a browser preferring French is
 * sent from an English (default, x-default) page to the French one; a French URL is never sent back to English
 * by the browser's language alone, so a French link (and a search engine indexing /fr) gets French.
 */
export function languageRedirect(
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
  choice: ShopLanguage | null,
  browserLanguages: readonly string[],
): string | null {
  if (SINGLE_LANGUAGE.test(location.pathname)) return null;
  const wanted = choice ?? preferredShopLanguage(browserLanguages);
  const current = languageOfPath(location.pathname);
  if (wanted === current || (choice === null && current !== 'en')) return null;
  return `${pathInLanguage(location.pathname, wanted)}${location.search}${location.hash}`;
}

/** Switches the page to another language: keeps the choice and loads the same page's URL in that language. */
export function switchLanguage(language: ShopLanguage): void {
  writeLanguageChoice(language);
  const { pathname, search, hash } = window.location;
  window.location.assign(`${pathInLanguage(pathname, language)}${search}${hash}`);
}
