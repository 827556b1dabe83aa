/**
 * A plan's rating as people see it: the average to one decimal, a half rounded up (4.75 → 4.8, 4.35 → 4.4).
 * The catalogue's "Highest Rated" order sorts by this number too, so the list never shows 4.7 above 4.8.
 * Stored averages carry three decimals; rounding through whole thousandths avoids binary halves such as
 * 4.35 reading as 4.3499….
 */
export function shownRating(average: number): number {
  return Math.round(Math.round(average * 1000) / 100) / 10;
}
