import { BLOG_CATEGORIES } from '@shop/shared/content/blog-articles';
import { useState } from 'react';
import { countWords } from '../../../components/ui/rich-text.tsx';
import { SearchWithChips } from '../../../components/ui/search-with-chips.tsx';
import { t } from '../../../i18n/i18n.ts';
import { ALL_ARTICLES_LABEL, BLOG_CATEGORY_LABELS } from '../data/blog-category-labels.ts';
import { articleBody, blogArticlesContent } from '../data/blog-content.ts';
import { type BlogCategoryFilter, filterArticles, readingMinutes } from '../utils/filter-articles.ts';
import { BlogCard } from './blog-card.tsx';

const FILTERS: readonly BlogCategoryFilter[] = ['All', ...BLOG_CATEGORIES];

const filterLabel = (filter: BlogCategoryFilter) =>
  // i18next-instrument-ignore-next-line
  t(filter === 'All' ? ALL_ARTICLES_LABEL : BLOG_CATEGORY_LABELS[filter]);

const minutesOf = (slug: string) => readingMinutes(countWords(articleBody(slug)));

/** Search over title, excerpt and tags, the category filter, and the matching article cards, in the page's language. */
export function BlogBrowser() {
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<BlogCategoryFilter>('All');
  const articles = filterArticles(blogArticlesContent.get(), { query, category });

  return (
    <div className="blog-browser">
      <SearchWithChips
        searchLabel={t('Search articles')}
        placeholder={t('Search articles...')}
        query={query}
        onQueryChange={setQuery}
        chipsLegend={t('Article categories')}
        chips={FILTERS}
        chipLabel={filterLabel}
        chip={category}
        onChipChange={setCategory}
      />
      <p className="visually-hidden" role="status">
        {articles.length === 1 ? t('1 article shown') : t('{count} articles shown', { count: articles.length })}
      </p>
      {articles.length === 0 ? (
        <div className="empty-state">
          <h2>{t('No articles found')}</h2>
          <p>{t('Try other words or another category.')}</p>
        </div>
      ) : (
        <ul className="blog-grid">
          {articles.map((article) => (
            <li key={article.id}>
              <BlogCard article={article} minutes={minutesOf(article.slug)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
