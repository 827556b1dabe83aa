import { BLOG_ARTICLES, BLOG_CATEGORIES } from '@shop/shared/content/blog-articles';
import { useState } from 'react';
import { countWords } from '../../../components/ui/rich-text.tsx';
import { SearchWithChips } from '../../../components/ui/search-with-chips.tsx';
import { ARTICLE_BODIES } from '../data/article-bodies.ts';
import { type BlogCategoryFilter, filterArticles, readingMinutes } from '../utils/filter-articles.ts';
import { BlogCard } from './blog-card.tsx';

const FILTERS: readonly BlogCategoryFilter[] = ['All', ...BLOG_CATEGORIES];

const minutesOf = (slug: string) => readingMinutes(countWords(ARTICLE_BODIES[slug] ?? ''));

/** Search over title, excerpt and tags, the category filter, and the matching article cards. */
export function BlogBrowser() {
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<BlogCategoryFilter>('All');
  const articles = filterArticles(BLOG_ARTICLES, { query, category });

  return (
    <div className="blog-browser">
      <SearchWithChips
        searchLabel="Search articles"
        placeholder="Search articles..."
        query={query}
        onQueryChange={setQuery}
        chipsLegend="Article categories"
        chips={FILTERS}
        chip={category}
        onChipChange={setCategory}
      />
      <p className="visually-hidden" role="status">
        {articles.length === 1 ? '1 article' : `${articles.length} articles`} shown
      </p>
      {articles.length === 0 ? (
        <div className="empty-state">
          <h2>No articles found</h2>
          <p>Try other words or another category.</p>
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
