import { searchWords } from './search-terms.ts';

/** Words shorter than this must be typed right: one wrong letter in "bed" is another word. */
export const TYPO_MIN_LENGTH = 5;

const EXACT = 3;
const PREFIX = 2;
const TYPO = 1;
/** A word found in the title counts this many times more than one found only in the description. */
const TITLE_WEIGHT = 2;

/** True when a and b differ by at most one letter added, dropped, changed, or two neighbours swapped. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  const [longer, shorter] = a.length > b.length ? [a, b] : [b, a];
  return longer.slice(i + 1) === shorter.slice(i);
}

/** How well one stored term answers one typed word: whole word, start of the word, or start with one typo. */
export function termScore(word: string, term: string): number {
  if (term === word) return EXACT;
  if (term.startsWith(word)) return PREFIX;
  if (word.length < TYPO_MIN_LENGTH) return 0;
  // The typed word may be a typo of the whole term or of its beginning (the buyer is still typing).
  for (const length of [word.length - 1, word.length, word.length + 1]) {
    if (length <= term.length && withinOneEdit(word, term.slice(0, length))) return TYPO;
  }
  return 0;
}

export type Language = 'en' | 'fr';

/** A plan's search terms (search-terms.ts): English title and description, and the French ones when written. */
export interface Searchable {
  terms: { title: string; body: string; titleFr?: string; bodyFr?: string };
}

/**
 * A search: the typed words, and a memo of each stored term's score per word (a catalogue repeats its
 * vocabulary, so each term is compared once per request, not once per plan).
 */
export function compileSearch(query: string | undefined, language: Language) {
  const words = [...new Set(searchWords(query ?? ''))];
  if (words.length === 0) return undefined;
  const memo = words.map(() => new Map<string, number>());
  const best = (wordIndex: number, terms: string) => {
    let top = 0;
    const seen = memo[wordIndex] as Map<string, number>;
    for (const term of terms.split(' ')) {
      let score = seen.get(term);
      if (score === undefined) {
        score = termScore(words[wordIndex] as string, term);
        seen.set(term, score);
      }
      if (score > top) top = score;
      if (top === EXACT) break;
    }
    return top;
  };
  /**
   * The entry's relevance, or 0 when some typed word is found nowhere. In French the French texts are searched,
   * the English ones standing in for any not written.
   */
  return (entry: Searchable): number => {
    const title = language === 'fr' ? (entry.terms.titleFr ?? entry.terms.title) : entry.terms.title;
    const body = language === 'fr' ? (entry.terms.bodyFr ?? entry.terms.body) : entry.terms.body;
    let total = 0;
    for (let i = 0; i < words.length; i += 1) {
      const score = Math.max(best(i, title) * TITLE_WEIGHT, best(i, body));
      if (score === 0) return 0;
      total += score;
    }
    return total;
  };
}

/** Where each term occurs: entry positions per distinct term, for the titles and for the descriptions. */
export interface TermIndex {
  title: Map<string, number[]>;
  body: Map<string, number[]>;
}

/** The term index of a catalogue in a language (French texts where written, English standing in). */
export function termIndexOf(entries: readonly Searchable[], language: Language): TermIndex {
  const index: TermIndex = { title: new Map(), body: new Map() };
  const add = (map: Map<string, number[]>, terms: string, position: number) => {
    if (!terms) return;
    for (const term of terms.split(' ')) {
      const positions = map.get(term);
      if (positions) positions.push(position);
      else map.set(term, [position]);
    }
  };
  entries.forEach((entry, position) => {
    const fr = language === 'fr';
    add(index.title, fr ? (entry.terms.titleFr ?? entry.terms.title) : entry.terms.title, position);
    add(index.body, fr ? (entry.terms.bodyFr ?? entry.terms.body) : entry.terms.body, position);
  });
  return index;
}

/** The typed words of a query (search-terms.ts), or undefined when it has none: no search then. */
export function queryWords(query: string | undefined): string[] | undefined {
  const words = [...new Set(searchWords(query ?? ''))];
  return words.length ? words : undefined;
}

/**
 * Relevance of every entry that has each typed word (compileSearch's scores), by entry position: each distinct
 * term of the catalogue is compared with each word once, so the cost follows the vocabulary and the matches, not
 * the number of plans.
 */
export function relevanceByPosition(words: readonly string[], index: TermIndex): Map<number, number> {
  let total: Map<number, number> | undefined;
  for (const word of words) {
    const best = new Map<number, number>();
    const collect = (map: Map<string, number[]>, weight: number) => {
      for (const [term, positions] of map) {
        const score = termScore(word, term) * weight;
        if (score === 0) continue;
        for (const position of positions) if ((best.get(position) ?? 0) < score) best.set(position, score);
      }
    };
    collect(index.title, TITLE_WEIGHT);
    collect(index.body, 1);
    if (!total) total = best;
    else {
      const next = new Map<number, number>();
      for (const [position, score] of total) {
        const more = best.get(position);
        if (more) next.set(position, score + more);
      }
      total = next;
    }
    if (total.size === 0) break;
  }
  return total ?? new Map();
}
