import { matchesSearch } from '../../../lib/search-text.ts';
import type { FaqCategory, FaqEntry } from '../data/faq-entries.ts';

export interface FaqFilter {
  query: string;
  category: FaqCategory;
}

/** Entries of the chosen category whose question or answer contains the query, ignoring case and accents. */
export function filterFaq(entries: readonly FaqEntry[], { query, category }: FaqFilter): FaqEntry[] {
  return entries.filter(
    (entry) =>
      (category === 'All Questions' || entry.category === category) &&
      matchesSearch(query, [entry.question, entry.answer]),
  );
}
