import type { Context } from 'aws-lambda';
import { BACKFILL_STOP_BEFORE_END_MS } from '../../adapters/backfill-budget.ts';
import { documentClient, tableName } from '../../db/document-client.ts';
import { backfillReviewAuthors } from '../../domain/reviews/backfill-review-authors.ts';
import { log } from '../../observability/log.ts';
import { reviewAuthorBackfill } from '../../repositories/review-author-backfill.ts';

/**
 * Not a route: CloudFormation runs it after a deploy that changes it (infra/src/constructs/review-author-backfill.ts),
 * and `npm start` runs it after seeding. A run cut short by time logs an error and returns (the deploy goes on: older
 * reviews are still found through the buyer's plans); invoking it again finishes the work.
 */
export const handler = async (_event: unknown, context?: Pick<Context, 'getRemainingTimeInMillis'>) => {
  const outcome = await backfillReviewAuthors({
    reviews: reviewAuthorBackfill(documentClient(), tableName()),
    timeLeftMs: () => (context?.getRemainingTimeInMillis() ?? Number.POSITIVE_INFINITY) - BACKFILL_STOP_BEFORE_END_MS,
  });
  log(outcome.finished ? 'info' : 'error', 'review author index backfill', { ...outcome });
  return outcome;
};
