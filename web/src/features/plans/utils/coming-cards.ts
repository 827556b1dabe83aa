/**
 * How many cards the next page brings: a full page, or what is left of the total. Apart from the list's URL
 * parameters, which the first screen's /plans loader loads.
 */
export function comingCardCount(loaded: number, total: number, pageSize: number): number {
  return Math.max(0, Math.min(pageSize, total - loaded));
}
