import type { BlogArticleMeta } from '@shop/shared/content/blog-articles';
import { BackLink } from '../../../components/ui/back-link.tsx';
import { countWords, RichText } from '../../../components/ui/rich-text.tsx';
import { paths } from '../../../config/paths.ts';
import { t } from '../../../i18n/i18n.ts';
import { BLOG_CATEGORY_LABELS } from '../data/blog-category-labels.ts';
import { articleBody } from '../data/blog-content.ts';
import { formatArticleDate, readingMinutes } from '../utils/filter-articles.ts';

/** One article's page: header, cover, full text, tags, in the page's language. */
export function BlogArticle({ article }: { article: BlogArticleMeta }) {
  const body = articleBody(article.slug);
  return (
    <article className="article" aria-labelledby="article-title">
      <header className="article-header">
        <BackLink to={paths.blog.getHref()}>{t('All Articles')}</BackLink>
        {/* i18next-instrument-ignore-next-line */}
        <p className="eyebrow">{t(BLOG_CATEGORY_LABELS[article.category])}</p>
        <h1 id="article-title">{article.title}</h1>
        <p className="article-lead">{article.excerpt}</p>
        <p className="article-meta">
          {t('By {author}', { author: article.author })} ·{' '}
          <time dateTime={article.date}>{formatArticleDate(article.date)}</time> ·{' '}
          {t('{minutes} min read', { minutes: readingMinutes(countWords(body)) })}
        </p>
      </header>
      <img className="article-image" src={article.image} alt={article.imageAlt} width={1280} height={720} />
      <RichText source={body} className="prose" />
      <ul className="tag-list" aria-label={t('Tags')}>
        {article.tags.map((tag) => (
          <li key={tag} className="tag">
            {tag}
          </li>
        ))}
      </ul>
    </article>
  );
}
