import type { BlogArticleMeta } from '@shop/shared/content/blog-articles';
import { Link } from 'react-router-dom';
import { ArrowLeftIcon } from '../../../components/ui/icons.tsx';
import { countWords, RichText } from '../../../components/ui/rich-text.tsx';
import { paths } from '../../../config/paths.ts';
import { ARTICLE_BODIES } from '../data/article-bodies.ts';
import { formatArticleDate, readingMinutes } from '../utils/filter-articles.ts';

/** One article's page: header, cover, full text, tags. */
export function BlogArticle({ article }: { article: BlogArticleMeta }) {
  const body = ARTICLE_BODIES[article.slug] ?? '';
  return (
    <article className="article" aria-labelledby="article-title">
      <header className="article-header">
        <Link to={paths.blog.getHref()} className="back-link">
          <ArrowLeftIcon size={18} />
          All Articles
        </Link>
        <p className="eyebrow">{article.category}</p>
        <h1 id="article-title">{article.title}</h1>
        <p className="article-lead">{article.excerpt}</p>
        <p className="article-meta">
          By {article.author} · <time dateTime={article.date}>{formatArticleDate(article.date)}</time> ·{' '}
          {readingMinutes(countWords(body))} min read
        </p>
      </header>
      <img className="article-image" src={article.image} alt={article.imageAlt} width={1280} height={720} />
      <RichText source={body} className="prose" />
      <ul className="tag-list" aria-label="Tags">
        {article.tags.map((tag) => (
          <li key={tag} className="tag">
            {tag}
          </li>
        ))}
      </ul>
    </article>
  );
}
