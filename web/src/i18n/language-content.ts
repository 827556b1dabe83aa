import type { ShopLanguage } from '@shop/shared/i18n/languages';
import { currentLanguage } from './i18n.ts';

export interface LanguageContent<T> {
  /** Loads the page language's version; a route's lazy loader awaits it before the page renders. */
  load(): Promise<void>;
  /** The page language's version (English until the French one is loaded). */
  get(): T;
}

/**
 * Long texts (FAQ answers, articles, legal documents, the firm's story) live in data modules, one per language,
 * rather than in the message catalogs (decision 0027): a French page downloads the French module of the page it
 * shows and nothing else, an English page none. Components read `get()` synchronously; the page's route awaits
 * `load()` (app/content-routes.tsx), so the French version is there before the first render.
 */
export function languageContent<T>(english: T, loadFrench: () => Promise<T>): LanguageContent<T> {
  const loaded = new Map<ShopLanguage, T>([['en', english]]);
  return {
    async load() {
      if (currentLanguage() === 'fr' && !loaded.has('fr')) loaded.set('fr', await loadFrench());
    },
    get() {
      return loaded.get(currentLanguage()) ?? english;
    },
  };
}

/**
 * A lazy route's component once its long texts are in the page's language:
 * `import('./routes/content/faq.tsx').then((m) => withLanguageContent(m.FaqRoute, m.faqContent))`.
 */
export async function withLanguageContent<C>(component: C, ...contents: LanguageContent<unknown>[]): Promise<C> {
  await Promise.all(contents.map((content) => content.load()));
  return component;
}
