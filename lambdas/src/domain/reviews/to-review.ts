import type { Review } from '@shop/shared/storefront/reviews';
import type { StoredReview } from '../../repositories/review-item.ts';

/**
 * A stored review as the API shows it: no author account id and no voters' map; only whether the caller
 * wrote it and the caller's own vote.
 */
export function toReview(stored: StoredReview, callerSub: string | undefined): Review {
  const { votes, user_id, ...visible } = stored;
  return {
    ...visible,
    mine: callerSub !== undefined && callerSub === user_id,
    my_vote: callerSub ? (votes[callerSub] ?? null) : null,
  };
}
