import type { ReviewsRepository } from '../../repositories/reviews-repository.ts';
import type { VoteMarkerBackfill } from '../../repositories/vote-marker-backfill.ts';
import type { AccountIdentity } from '../ports/account-identity.ts';

export interface VoteMarkerOutcome {
  plans: number;
  /** Markers written for votes of accounts that still exist. */
  markersWritten: number;
  /** Votes of accounts that no longer exist, taken off their reviews (the counts follow). */
  votesWithdrawn: number;
  /** False when the run stopped for time; a second run goes on (votes already marked or withdrawn are skipped). */
  finished: boolean;
}

/**
 * Gives votes cast before vote markers existed their marker, so closing the voter's account finds and withdraws
 * them. A vote whose account is already gone (closed before markers existed) can no longer be found that way, so it
 * is withdrawn here. Idempotent: a voter with a marker is skipped, the marker is written only while there is none, and
 * a withdrawal holds only while the vote is still the one read.
 */
export async function backfillVoteMarkers(deps: {
  votes: Pick<VoteMarkerBackfill, 'planIds' | 'votedReviews' | 'hasMarker' | 'writeMarker'>;
  reviews: Pick<ReviewsRepository, 'changeVote'>;
  identity: Pick<AccountIdentity, 'facts'>;
  /** Time this run may still start work in; it stops at zero. */
  timeLeftMs: () => number;
}): Promise<VoteMarkerOutcome> {
  const outcome: VoteMarkerOutcome = { plans: 0, markersWritten: 0, votesWithdrawn: 0, finished: false };
  // One pool read per voter and run: a voter has voted on many reviews.
  const accounts = new Map<string, boolean>();
  const exists = async (sub: string) => {
    let known = accounts.get(sub);
    if (known === undefined) {
      known = (await deps.identity.facts(sub)) !== undefined;
      accounts.set(sub, known);
    }
    return known;
  };

  for await (const planId of deps.votes.planIds()) {
    if (deps.timeLeftMs() <= 0) return outcome;
    outcome.plans += 1;
    for await (const review of deps.votes.votedReviews(planId)) {
      for (const [sub, vote] of Object.entries(review.votes)) {
        if (deps.timeLeftMs() <= 0) return outcome;
        if (await deps.votes.hasMarker(sub, review.reviewId)) continue;
        if (await exists(sub)) {
          if (await deps.votes.writeMarker(sub, planId, review.reviewId)) outcome.markersWritten += 1;
        } else {
          // 'changed': the review is gone or the vote moved meanwhile; nothing of this vote is left to withdraw here.
          const withdrawn = await deps.reviews.changeVote(planId, review.reviewId, sub, vote, null);
          if (withdrawn !== 'changed') outcome.votesWithdrawn += 1;
        }
      }
    }
  }
  outcome.finished = true;
  return outcome;
}
