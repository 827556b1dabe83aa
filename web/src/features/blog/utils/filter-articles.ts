import type { BlogArticleMeta, BlogCategory } from '@shop/shared/content/blog-articles';

export type BlogCategoryFilter = 'All' | BlogCategory;

export interface ArticleFilter {
  query: string;
  category: BlogCategoryFilter;
}

/** Articles of the chosen category whose title, excerpt or a tag contains the query, ignoring case. */
export function filterArticles<A extends BlogArticleMeta>(
  articles: readonly A[],
  { query, category }: ArticleFilter,
): A[] {
  const needle = query.trim().toLowerCase();
  return articles.filter(
    (article) =>
      (category === 'All' || article.category === category) &&
      (!needle ||
        article.title.toLowerCase().includes(needle) ||
        article.excerpt.toLowerCase().includes(needle) ||
        article.tags.some((tag) => tag.toLowerCase().includes(needle))),
  );
}

/** Minutes to read at 200 words a minute, rounded up. */
export function readingMinutes(wordCount: number): number {
  return Math.max(1, Math.ceil(wordCount / 200));
}

/** "14 April 2026" from "2026-04-14", fixed to UTC so the day never shifts with the reader's time zone. */
export function formatArticleDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}
