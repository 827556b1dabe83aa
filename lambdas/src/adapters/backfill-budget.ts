/**
 * How long before its function's end the review backfills stop (handlers/reviews/backfill-review-authors.ts), so
 * the calls under way finish, their counts are logged and the run ends cleanly; infra sizes the function's timeout
 * with it. The vote marker backfill may have five calls under way at the stop (call-sequences.ts).
 */
export const BACKFILL_STOP_BEFORE_END_MS = 45_000;
