/**
 * Text as search compares it: accents and case dropped ("Modèle" and "modele" are one word), split into words
 * of letters and digits.
 */
export function searchWords(text: string): string[] {
  return (
    text
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/œ/g, 'oe')
      .replace(/æ/g, 'ae')
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

/** The distinct words of a text, space-separated: what a snapshot entry keeps to search in. */
export function searchTerms(text: string): string {
  return [...new Set(searchWords(text))].join(' ');
}
