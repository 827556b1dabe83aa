import { BLOG_ARTICLES, type BlogArticleMeta } from '@shop/shared/content/blog-articles';
import { languageContent } from '../../../i18n/language-content.ts';
import { ARTICLE_BODIES } from './article-bodies.ts';

/*
 * The blog's long texts in the page's language: the articles' cards and headers (English in shared/, as the
 * sitemap lists them) and their bodies. The French versions keep every id, slug, date and picture, so an article
 * has the same URL in both languages; they load with the blog's pages (app/content-routes.tsx).
 */
export const blogArticlesContent = languageContent(BLOG_ARTICLES, () =>
  import('@shop/shared/content/blog-articles-fr').then((module) => module.BLOG_ARTICLES_FR),
);

export const articleBodiesContent = languageContent(ARTICLE_BODIES, () =>
  import('./article-bodies.fr.ts').then((module) => module.ARTICLE_BODIES_FR),
);

/** The article at this slug, in the page's language. */
export function articleBySlug(slug: string): BlogArticleMeta | undefined {
  return blogArticlesContent.get().find((article) => article.slug === slug);
}

/** An article's body in the page's language ('' for an unknown slug). */
export function articleBody(slug: string): string {
  return articleBodiesContent.get()[slug] ?? '';
}
