import { useState } from 'react';
import { SearchWithChips } from '../../../components/ui/search-with-chips.tsx';
import { t } from '../../../i18n/i18n.ts';
import { faqContent } from '../data/faq-content.ts';
import { FAQ_CATEGORIES, type FaqCategory } from '../data/faq-entries.ts';
import { filterFaq } from '../utils/filter-faq.ts';
import { FaqList } from './faq-list.tsx';

/** The FAQ page's search box, category buttons and answers, in the page's language. */
export function FaqBrowser() {
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<FaqCategory>('All Questions');
  const entries = filterFaq(faqContent.get(), { query, category });

  return (
    <div className="faq-browser">
      <SearchWithChips
        searchLabel={t('Search questions')}
        placeholder={t('Search questions...')}
        query={query}
        onQueryChange={setQuery}
        chipsLegend={t('Question categories')}
        chips={FAQ_CATEGORIES}
        // i18next-instrument-ignore-next-line
        chipLabel={(chip) => t(chip)}
        chip={category}
        onChipChange={setCategory}
      />
      <p className="visually-hidden" role="status">
        {entries.length === 1 ? t('1 question shown') : t('{count} questions shown', { count: entries.length })}
      </p>
      <FaqList entries={entries} />
    </div>
  );
}
