import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LANGUAGE, type ShopLanguage } from '@shop/shared/i18n/languages';
import englishMessages from './locales/en.json';

/*
 * The shop's texts, in Lingui's runtime (decision 0026). A text's id is its English wording, written where it is
 * shown (`t("Browse Plans")`), so English pages keep their exact words and carry no catalog beyond the few
 * messages with placeholders (locales/en.json). The French catalog (locales/fr.json) is its own chunk, loaded
 * before the app renders a French page. Both are compiled to Lingui's message format at build time
 * (web/build/i18n-catalogs-plugin.ts). A page's language never changes while it is open: switching language
 * loads the other language's URL, so texts need no re-render on change.
 */
i18n.load(DEFAULT_LANGUAGE, englishMessages as unknown as Messages);
i18n.activate(DEFAULT_LANGUAGE);

export type Values = Record<string, string | number>;

/** The text in the page's language, with its placeholders filled: `t("{total} Amazing Plans Found", { total })`. */
export function t(id: string, values?: Values): string {
  // A text without placeholders that the catalog does not hold (every such English text) is its own wording:
  // answered here, because Lingui's production build warns about each uncompiled fallback it is handed.
  if (i18n.messages[id] === undefined && !id.includes('{')) return id;
  return i18n._(id, values);
}

/** The page's language: the one activated before the app rendered. */
export function currentLanguage(): ShopLanguage {
  return i18n.locale === 'fr' ? 'fr' : 'en';
}

let frenchLoaded = false;

/** Loads a language's storefront catalog (French is a chunk of its own) and makes it the page's language. */
export async function activateLanguage(language: ShopLanguage): Promise<void> {
  if (language === 'fr' && !frenchLoaded) {
    const french = await import('./locales/fr.json');
    // English's compiled messages underneath: a text with placeholders is never handed to Lingui uncompiled.
    i18n.load('fr', { ...(englishMessages as unknown as Messages), ...(french.default as unknown as Messages) });
    frenchLoaded = true;
  }
  i18n.activate(language);
}

const moreTexts = new Map<ShopLanguage, Promise<void>>();

/**
 * The texts a page needs only after its first screen (the plan list and plan page, checkout, payment, downloads,
 * the buyer's area, the sign-in dialog, reviews, the content pages): a second chunk per language (fr-more.json;
 * for English, the compiled messages with placeholders of those pages, en-more.json), so the home page, plan list
 * and plan page do not carry them in their initial JavaScript (decision 0026). Those pages' code awaits it
 * (app/router.tsx, app/auth-dialog-host.tsx).
 */
export function moreTextsReady(): Promise<void> {
  const language = currentLanguage();
  // One load per language: the build's prerender renders both languages in one process.
  let ready = moreTexts.get(language);
  if (!ready) {
    const catalog = language === 'fr' ? import('./locales/fr-more.json') : import('./locales/en-more.json');
    ready = catalog.then((module) => i18n.load(language, module.default as unknown as Messages));
    moreTexts.set(language, ready);
  }
  return ready;
}

/** The BCP 47 locale for Intl (dates, numbers): Ghana's English or French as written in West Africa. */
export function intlLocale(language: ShopLanguage = currentLanguage()): string {
  return language === 'fr' ? 'fr' : 'en-GB';
}
