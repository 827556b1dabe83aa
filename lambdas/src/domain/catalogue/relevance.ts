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

/**
 * Where each term occurs (entry positions per distinct term, for the titles and for the descriptions), and every
 * distinct term sorted, so the terms a typed word starts are one range of it, found by binary search.
 */
export interface TermIndex {
  title: Map<string, number[]>;
  body: Map<string, number[]>;
  /** Every distinct term of the titles and descriptions, in code-unit order. */
  vocabulary: string[];
  /** Every character the terms use: a typo's added or changed letter matches a term only if it is one of these. */
  alphabet: string[];
  /** How many entries the index was built from. */
  size: number;
}

/** The term index of a catalogue in a language (French texts where written, English standing in). */
export function termIndexOf(entries: readonly Searchable[], language: Language): TermIndex {
  const title = new Map<string, number[]>();
  const body = new Map<string, number[]>();
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
    add(title, fr ? (entry.terms.titleFr ?? entry.terms.title) : entry.terms.title, position);
    add(body, fr ? (entry.terms.bodyFr ?? entry.terms.body) : entry.terms.body, position);
  });
  const vocabulary = [...new Set([...title.keys(), ...body.keys()])].sort();
  const alphabet = [...new Set(vocabulary.join(''))];
  return { title, body, vocabulary, alphabet, size: entries.length };
}

/** The first place in the sorted list at or after `text`. */
function lowerBound(sorted: readonly string[], text: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((sorted[mid] as string) < text) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * The word with one letter dropped, changed (to a letter of the alphabet), added, or two neighbours swapped. A
 * term is one typo from the word, or starts with such a typo (termScore), exactly when it starts with one of these.
 */
export function oneEditVariants(word: string, alphabet: readonly string[]): string[] {
  const variants: string[] = [];
  for (let i = 0; i <= word.length; i += 1) {
    const head = word.slice(0, i);
    const tail = word.slice(i);
    if (i < word.length) variants.push(head + tail.slice(1));
    if (i + 1 < word.length) variants.push(head + (tail[1] as string) + (tail[0] as string) + tail.slice(2));
    for (const letter of alphabet) {
      variants.push(head + letter + tail);
      if (i < word.length) variants.push(head + letter + tail.slice(1));
    }
  }
  return variants;
}

/** Scores every term of the sorted vocabulary that starts with `prefix`, unless it already has one. */
function scoreTermsStarting(vocabulary: readonly string[], prefix: string, scores: Map<string, number>, score: number) {
  for (let i = lowerBound(vocabulary, prefix); i < vocabulary.length; i += 1) {
    const term = vocabulary[i] as string;
    if (!term.startsWith(prefix)) break;
    if (!scores.has(term)) scores.set(term, term === prefix && score === PREFIX ? EXACT : score);
  }
}

/** Words whose matching terms a warm function remembers per term index; buyers repeat their searches. */
const REMEMBERED_WORDS = 500;
const remembered = new WeakMap<TermIndex, Map<string, Map<string, number>>>();

/** Each term of the vocabulary that answers the word, with termScore's score: whole word, its start, one typo. */
function matchingTerms(word: string, index: TermIndex): Map<string, number> {
  let memo = remembered.get(index);
  if (!memo) {
    memo = new Map();
    remembered.set(index, memo);
  }
  const known = memo.get(word);
  if (known) return known;
  const scores = new Map<string, number>();
  scoreTermsStarting(index.vocabulary, word, scores, PREFIX);
  if (word.length >= TYPO_MIN_LENGTH) {
    for (const variant of oneEditVariants(word, index.alphabet)) {
      scoreTermsStarting(index.vocabulary, variant, scores, TYPO);
    }
  }
  if (memo.size >= REMEMBERED_WORDS) memo.clear();
  memo.set(word, scores);
  return scores;
}

/** The entries that have every typed word, by position, and their relevance (the same order of positions). */
export interface Relevance {
  positions: number[];
  scores: number[];
}

/**
 * Relevance of every entry that has each typed word (compileSearch's scores): the terms a word answers are found
 * in the sorted vocabulary (a range for its prefix, and one per typo variant), so the cost follows the word and
 * the matches, not the number of plans or of distinct terms.
 */
export function relevanceByPosition(words: readonly string[], index: TermIndex): Relevance {
  let positions: number[] | undefined;
  const total = new Uint32Array(index.size);
  const best = new Uint8Array(index.size);
  for (const word of words) {
    const touched: number[] = [];
    for (const [term, score] of matchingTerms(word, index)) {
      for (const [map, weight] of [
        [index.title, TITLE_WEIGHT],
        [index.body, 1],
      ] as const) {
        const found = map.get(term);
        if (!found) continue;
        const weighted = score * weight;
        for (const position of found) {
          const held = best[position] as number;
          if (held === 0) touched.push(position);
          if (held < weighted) best[position] = weighted;
        }
      }
    }
    // Keep the entries that had every word so far; clear this word's marks for the next.
    const kept: number[] = [];
    if (!positions) {
      for (const position of touched) {
        total[position] = best[position] as number;
        kept.push(position);
      }
    } else {
      for (const position of positions) {
        const score = best[position] as number;
        if (score === 0) continue;
        total[position] = (total[position] as number) + score;
        kept.push(position);
      }
    }
    for (const position of touched) best[position] = 0;
    positions = kept;
    if (positions.length === 0) break;
  }
  const matched = positions ?? [];
  return { positions: matched, scores: matched.map((position) => total[position] as number) };
}

/** The typed words of a query (search-terms.ts), or undefined when it has none: no search then. */
export function queryWords(query: string | undefined): string[] | undefined {
  const words = [...new Set(searchWords(query ?? ''))];
  return words.length ? words : undefined;
}
