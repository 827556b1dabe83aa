import { useState } from 'react';
import { SearchWithChips } from '../../../components/ui/search-with-chips.tsx';
import { FAQ_CATEGORIES, FAQ_ENTRIES, type FaqCategory } from '../data/faq-entries.ts';
import { filterFaq } from '../utils/filter-faq.ts';
import { FaqList } from './faq-list.tsx';

/** The FAQ page's search box, category buttons and answers. */
export function FaqBrowser() {
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<FaqCategory>('All Questions');
  const entries = filterFaq(FAQ_ENTRIES, { query, category });

  return (
    <div className="faq-browser">
      <SearchWithChips
        searchLabel="Search questions"
        placeholder="Search questions..."
        query={query}
        onQueryChange={setQuery}
        chipsLegend="Question categories"
        chips={FAQ_CATEGORIES}
        chip={category}
        onChipChange={setCategory}
      />
      <p className="visually-hidden" role="status">
        {entries.length === 1 ? '1 question' : `${entries.length} questions`} shown
      </p>
      <FaqList entries={entries} />
    </div>
  );
}
