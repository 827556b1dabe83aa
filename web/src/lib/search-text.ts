/**
 * A text as a search compares it: lower case, accents and other combining marks dropped, curly apostrophes
 * straightened, so "reglement" finds "règlement" and "l'eau" finds "l’eau" (French pages are written with ’).
 */
export function searchable(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/[’‘]/g, "'").toLowerCase();
}

/** Whether any of the texts contains the query, compared as searchable(); a blank query matches everything. */
export function matchesSearch(query: string, texts: readonly string[]): boolean {
  const needle = searchable(query.trim());
  return !needle || texts.some((text) => searchable(text).includes(needle));
}
