import type { FaqCategory, FaqEntry } from '../data/faq-entries.ts';

export interface FaqFilter {
  query: string;
  category: FaqCategory;
}

/** Entries of the chosen category whose question or answer contains the query, ignoring case. */
export function filterFaq(entries: readonly FaqEntry[], { query, category }: FaqFilter): FaqEntry[] {
  const needle = query.trim().toLowerCase();
  return entries.filter(
    (entry) =>
      (category === 'All Questions' || entry.category === category) &&
      (!needle || entry.question.toLowerCase().includes(needle) || entry.answer.toLowerCase().includes(needle)),
  );
}
