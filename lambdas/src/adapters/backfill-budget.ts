/**
 * How long before its function's end the review author backfill stops (handlers/reviews/backfill-review-authors.ts),
 * so its count is logged and the run ends cleanly; infra sizes the function's timeout with it.
 */
export const BACKFILL_STOP_BEFORE_END_MS = 30_000;
