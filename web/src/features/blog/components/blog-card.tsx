import type { BlogArticleMeta } from '@shop/shared/content/blog-articles';
import { Link } from 'react-router-dom';
import { ArrowRightIcon } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { t } from '../../../i18n/i18n.ts';
import { BLOG_CATEGORY_LABELS } from '../data/blog-category-labels.ts';
import { formatArticleDate } from '../utils/filter-articles.ts';

/** Cards show three tags at most. */
const TAGS_PER_CARD = 3;

export function BlogCard({ article, minutes }: { article: BlogArticleMeta; minutes: number }) {
  return (
    <article className="blog-card">
      <img className="blog-card-image" src={article.image} alt="" width={640} height={360} loading="lazy" />
      <div className="blog-card-body">
        <p className="blog-card-meta">
          {/* i18next-instrument-ignore-next-line */}
          <span className="badge badge-type">{t(BLOG_CATEGORY_LABELS[article.category])}</span>
          <span>
            <time dateTime={article.date}>{formatArticleDate(article.date)}</time> ·{' '}
            {t('{minutes} min read', { minutes })}
          </span>
        </p>
        <h2 className="blog-card-title">{article.title}</h2>
        <p className="blog-card-excerpt">{article.excerpt}</p>
        <ul className="tag-list" aria-label={t('Tags')}>
          {article.tags.slice(0, TAGS_PER_CARD).map((tag) => (
            <li key={tag} className="tag">
              {tag}
            </li>
          ))}
        </ul>
        {/* Articles open in a new tab, so the list keeps its search and filter. */}
        <Link
          to={paths.blogArticle.getHref(article.slug)}
          target="_blank"
          rel="noopener"
          className="button button-outline blog-card-link"
        >
          {t('Read Article')}
          <span className="visually-hidden"> {t('{title} (opens in a new tab)', { title: article.title })}</span>
          <ArrowRightIcon size={18} />
        </Link>
      </div>
    </article>
  );
}
