/**
 * The languages the shop speaks (decision 0026). English is the default and has no prefix (`/plans`); French
 * pages live under `/fr` (`/fr/plans`). The admin area stays in English whatever the language.
 */
export const SHOP_LANGUAGES = ['en', 'fr'] as const;
export type ShopLanguage = (typeof SHOP_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: ShopLanguage = 'en';

/** The URL prefix of a language's pages: '' for English, '/fr' for French. */
export function languagePrefix(language: ShopLanguage): string {
  return language === DEFAULT_LANGUAGE ? '' : `/${language}`;
}

export function isShopLanguage(value: unknown): value is ShopLanguage {
  return typeof value === 'string' && (SHOP_LANGUAGES as readonly string[]).includes(value);
}

/** The language of a path: French under /fr, English everywhere else. */
export function languageOfPath(pathname: string): ShopLanguage {
  return /^\/fr(\/|$)/.test(pathname) ? 'fr' : 'en';
}

/** A path without its language prefix ("/fr/plans" gives "/plans", "/fr" gives "/"). */
export function pathWithoutLanguage(pathname: string): string {
  if (languageOfPath(pathname) === DEFAULT_LANGUAGE) return pathname;
  return pathname.replace(/^\/[a-z]{2}(?=\/|$)/, '') || '/';
}

/** The same page in another language ("/plans" in French gives "/fr/plans"). */
export function pathInLanguage(pathname: string, language: ShopLanguage): string {
  const bare = pathWithoutLanguage(pathname);
  const prefix = languagePrefix(language);
  return prefix ? (bare === '/' ? prefix : `${prefix}${bare}`) : bare;
}

/**
 * The first shop language among the browser's preferred ones (navigator.languages or Accept-Language, best first),
 * English when none is: "fr-FR" and "fr-CI" give French.
 */
export function preferredShopLanguage(preferred: readonly string[]): ShopLanguage {
  for (const tag of preferred) {
    const base = tag.trim().toLowerCase().split(/[-_;]/)[0];
    if (isShopLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}
