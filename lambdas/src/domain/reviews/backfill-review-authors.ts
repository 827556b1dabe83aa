import type { ReviewAuthorBackfill } from '../../repositories/review-author-backfill.ts';
import { CLOSURE_REFERENCE_PREFIX } from '../accounts/closure/closure-reference.ts';

export interface BackfillOutcome {
  plans: number;
  indexed: number;
  /** Reviews left out on purpose: those of closed accounts (kept as "Former customer") or without an author. */
  skipped: number;
  /** False when the run stopped for time; a second run goes on (indexed reviews are no longer read as missing). */
  finished: boolean;
}

/**
 * Gives reviews written before the author index their index keys, so a buyer's data export and account closure find
 * every review they wrote, not only those on plans they bought or saved. Idempotent: only reviews still without the
 * index are read and written, and each write holds only while that is so.
 */
export async function backfillReviewAuthors(deps: {
  reviews: Pick<ReviewAuthorBackfill, 'planIds' | 'unindexedReviews' | 'index'>;
  /** Time this run may still start work in; it stops at zero. */
  timeLeftMs: () => number;
}): Promise<BackfillOutcome> {
  const outcome: BackfillOutcome = { plans: 0, indexed: 0, skipped: 0, finished: false };
  for await (const planId of deps.reviews.planIds()) {
    if (deps.timeLeftMs() <= 0) return outcome;
    outcome.plans += 1;
    for await (const review of deps.reviews.unindexedReviews(planId)) {
      if (deps.timeLeftMs() <= 0) return outcome;
      if (!review.userId || review.userId.startsWith(CLOSURE_REFERENCE_PREFIX) || !review.createdAt) {
        outcome.skipped += 1;
        continue;
      }
      if (await deps.reviews.index(review)) outcome.indexed += 1;
      else outcome.skipped += 1;
    }
  }
  outcome.finished = true;
  return outcome;
}
