import type { BlogArticleMeta, BlogCategory } from '@shop/shared/content/blog-articles';
import type { ShopLanguage } from '@shop/shared/i18n/languages';
import { currentLanguage, intlLocale } from '../../../i18n/i18n.ts';
import { matchesSearch } from '../../../lib/search-text.ts';

export type BlogCategoryFilter = 'All' | BlogCategory;

export interface ArticleFilter {
  query: string;
  category: BlogCategoryFilter;
}

/** Articles of the chosen category whose title, excerpt or a tag contains the query, ignoring case and accents. */
export function filterArticles<A extends BlogArticleMeta>(
  articles: readonly A[],
  { query, category }: ArticleFilter,
): A[] {
  return articles.filter(
    (article) =>
      (category === 'All' || article.category === category) &&
      matchesSearch(query, [article.title, article.excerpt, ...article.tags]),
  );
}

/** Minutes to read at 200 words a minute, rounded up. */
export function readingMinutes(wordCount: number): number {
  return Math.max(1, Math.ceil(wordCount / 200));
}

/**
 * "14 April 2026" from "2026-04-14" ("14 avril 2026" on a French page), fixed to UTC so the day never shifts with the
 * reader's time zone.
 */
export function formatArticleDate(isoDate: string, language: ShopLanguage = currentLanguage()): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}
