import type { Review } from '@shop/shared/storefront/reviews';
import type { StoredReview } from '../../repositories/review-item.ts';

/** A stored review as the API shows it: the voters' map stays private, only the caller's own vote shows. */
export function toReview(stored: StoredReview, callerSub: string | undefined): Review {
  const { votes, ...visible } = stored;
  return { ...visible, my_vote: callerSub ? (votes[callerSub] ?? null) : null };
}
