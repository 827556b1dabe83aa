import type { Context } from 'aws-lambda';
import { cognitoAccountIdentity } from '../../adapters/account-identity.ts';
import { BACKFILL_STOP_BEFORE_END_MS } from '../../adapters/backfill-budget.ts';
import { cognitoClient, userPoolId } from '../../adapters/identity.ts';
import { documentClient, tableName } from '../../db/document-client.ts';
import { backfillReviewAuthors } from '../../domain/reviews/backfill-review-authors.ts';
import { backfillVoteMarkers } from '../../domain/reviews/backfill-vote-markers.ts';
import { log } from '../../observability/log.ts';
import { reviewAuthorBackfill } from '../../repositories/review-author-backfill.ts';
import { reviewsRepository } from '../../repositories/reviews-repository.ts';
import { voteMarkerBackfill } from '../../repositories/vote-marker-backfill.ts';

/**
 * Not a route: CloudFormation runs it after a deploy that changes it (infra/src/constructs/review-author-backfill.ts),
 * and `npm start` runs it after seeding. It gives older reviews their author index, then older votes their marker
 * (or withdraws those of accounts already gone). A run cut short by time logs an error and returns (the deploy goes
 * on: older reviews are still found through the buyer's plans); invoking it again finishes the work.
 */
export const handler = async (_event: unknown, context?: Pick<Context, 'getRemainingTimeInMillis'>) => {
  const timeLeftMs = () =>
    (context?.getRemainingTimeInMillis() ?? Number.POSITIVE_INFINITY) - BACKFILL_STOP_BEFORE_END_MS;
  const db = documentClient();
  const table = tableName();
  const reviewAuthors = await backfillReviewAuthors({ reviews: reviewAuthorBackfill(db, table), timeLeftMs });
  log(reviewAuthors.finished ? 'info' : 'error', 'review author index backfill', { ...reviewAuthors });
  const voteMarkers = await backfillVoteMarkers({
    votes: voteMarkerBackfill(db, table),
    reviews: reviewsRepository(db, table),
    // It answers no request, so it has no app client to name (only the password check would use it).
    identity: cognitoAccountIdentity(cognitoClient(), userPoolId(), ''),
    timeLeftMs,
  });
  log(voteMarkers.finished ? 'info' : 'error', 'vote marker backfill', { ...voteMarkers });
  return { reviewAuthors, voteMarkers };
};
