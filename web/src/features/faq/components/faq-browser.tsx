import { useId, useState } from 'react';
import { SearchIcon } from '../../../components/ui/icons.tsx';
import { FAQ_CATEGORIES, FAQ_ENTRIES, type FaqCategory } from '../data/faq-entries.ts';
import { filterFaq } from '../utils/filter-faq.ts';
import { FaqList } from './faq-list.tsx';

/** The FAQ page's search box, category buttons and answers. */
export function FaqBrowser() {
  const searchId = useId();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<FaqCategory>('All Questions');
  const entries = filterFaq(FAQ_ENTRIES, { query, category });

  return (
    <div className="faq-browser">
      <search className="faq-controls">
        <div className="search-box">
          <label htmlFor={searchId} className="visually-hidden">
            Search questions
          </label>
          <SearchIcon className="search-box-icon" />
          <input
            id={searchId}
            type="search"
            className="input"
            placeholder="Search questions..."
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <fieldset className="chip-group">
          <legend className="visually-hidden">Question categories</legend>
          {FAQ_CATEGORIES.map((name) => (
            <button
              key={name}
              type="button"
              className="chip"
              aria-pressed={category === name}
              onClick={() => setCategory(name)}
            >
              {name}
            </button>
          ))}
        </fieldset>
      </search>
      <p className="visually-hidden" role="status">
        {entries.length === 1 ? '1 question' : `${entries.length} questions`} shown
      </p>
      <FaqList entries={entries} />
    </div>
  );
}
