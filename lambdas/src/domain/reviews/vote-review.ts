import {
  REVIEW_NOT_FOUND_TEXT,
  type ReviewVoteParams,
  type ReviewVoteRequest,
  type ReviewVoteResult,
} from '@shop/shared/storefront/reviews';
import type { Caller } from '../../auth/caller.ts';
import { ForbiddenError, NotFoundError } from '../../errors/domain-errors.ts';
import type { RateLimitCounter } from '../../repositories/rate-limit-repository.ts';
import type { ReviewsRepository } from '../../repositories/reviews-repository.ts';
import { enforceRateLimit, type RateLimitRule, type RateLimitSubject } from '../rate-limits/enforce-rate-limit.ts';

export const OWN_REVIEW_VOTE_TEXT = 'You cannot vote on your own review';
const MAX_ATTEMPTS = 5;

/** Votes per account and per address: a reader votes on a page of reviews, a script on hundreds. */
export const VOTE_RATE_LIMIT: RateLimitRule = {
  action: 'review-vote',
  accountLimit: 60,
  limit: 200,
  windowSeconds: 600,
  message: 'You have voted on many reviews in a short time.',
};

/**
 * Sets, switches or withdraws the caller's vote on a review. The stored vote and both counters change
 * in one conditional update; if the caller's vote moved meanwhile (another tab), it reads and tries again.
 */
export async function voteReview(
  reviews: ReviewsRepository,
  params: ReviewVoteParams,
  input: ReviewVoteRequest,
  caller: Caller,
  limits?: { counter: RateLimitCounter; address: string },
): Promise<ReviewVoteResult> {
  if (limits) {
    const subject: RateLimitSubject = { address: limits.address, account: caller.sub };
    await enforceRateLimit(limits.counter, VOTE_RATE_LIMIT, subject);
  }
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
    const review = await reviews.get(params.planId, params.reviewId);
    if (!review) throw new NotFoundError(REVIEW_NOT_FOUND_TEXT);
    if (review.user_id === caller.sub) throw new ForbiddenError(OWN_REVIEW_VOTE_TEXT);
    const previous = review.votes[caller.sub];
    if ((previous ?? null) === input.vote) {
      return {
        id: review.id,
        helpful_votes: review.helpful_votes,
        unhelpful_votes: review.unhelpful_votes,
        my_vote: input.vote,
      };
    }
    const counts = await reviews.changeVote(params.planId, params.reviewId, caller.sub, previous, input.vote);
    if (counts !== 'changed') return { id: review.id, ...counts, my_vote: input.vote };
  }
  throw new Error(`The vote on review ${params.reviewId} kept changing; not saved after ${MAX_ATTEMPTS} attempts`);
}
