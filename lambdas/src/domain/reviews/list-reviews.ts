import type { ReviewListQuery, ReviewListResponse } from '@shop/shared/storefront/reviews';
import { type Caller, isAdmin } from '../../auth/caller.ts';
import { NotFoundError } from '../../errors/domain-errors.ts';
import type { PlansRepository } from '../../repositories/plans-repository.ts';
import type { ReviewsRepository } from '../../repositories/reviews-repository.ts';
import { PLAN_NOT_FOUND } from '../plans/get-plan.ts';
import { toReview } from './to-review.ts';

/** A page of a plan's reviews, newest first, with the plan's rating; a signed-in caller also sees their own votes. */
export async function listReviews(
  deps: { plans: PlansRepository; reviews: ReviewsRepository },
  planId: string,
  query: ReviewListQuery,
  caller: Caller | undefined,
): Promise<ReviewListResponse> {
  const [plan, page] = await Promise.all([
    deps.plans.get(planId),
    deps.reviews.page(planId, query.limit, query.cursor),
  ]);
  if (!plan || (plan.status !== 'active' && !isAdmin(caller))) throw new NotFoundError(PLAN_NOT_FOUND);
  return {
    reviews: page.reviews.map((review) => toReview(review, caller?.sub)),
    nextCursor: page.nextCursor,
    rating_average: plan.rating_average,
    rating_count: plan.rating_count,
  };
}
