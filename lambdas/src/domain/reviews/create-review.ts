import { REVIEW_DUPLICATE_TEXT, type ReviewCreate, type ReviewCreated } from '@shop/shared/storefront/reviews';
import type { Caller } from '../../auth/caller.ts';
import { ConflictError, NotFoundError } from '../../errors/domain-errors.ts';
import { log } from '../../observability/log.ts';
import type { PlanCounters } from '../../repositories/plan-counters.ts';
import type { PlansRepository } from '../../repositories/plans-repository.ts';
import type { ProfilesRepository } from '../../repositories/profiles-repository.ts';
import type { PurchasesRepository } from '../../repositories/purchases-repository.ts';
import type { RateLimitCounter } from '../../repositories/rate-limit-repository.ts';
import type { StoredReview } from '../../repositories/review-item.ts';
import type { ReviewsRepository } from '../../repositories/reviews-repository.ts';
import { PLAN_NOT_FOUND } from '../plans/get-plan.ts';
import { enforceRateLimit, type RateLimitRule } from '../rate-limits/enforce-rate-limit.ts';
import { refreshPlanRating } from './refresh-plan-rating.ts';
import { reviewAuthor } from './review-author.ts';
import { reviewIdFor } from './review-id.ts';
import { toReview } from './to-review.ts';

export interface CreateReviewDependencies {
  plans: PlansRepository;
  reviews: ReviewsRepository;
  counters: PlanCounters;
  profiles: ProfilesRepository;
  purchases: PurchasesRepository;
  /** Counts reviews per account and per address; without it (a seeding script) nothing is counted. */
  rateLimits?: RateLimitCounter;
  now?: () => Date;
}

/**
 * One account writes ten reviews an hour at most (one per plan already); an address a few more, for a family or
 * an office behind one connection. A burst of reviews from one account is a script, not a buyer.
 */
export const REVIEW_RATE_LIMIT: RateLimitRule = {
  action: 'review',
  accountLimit: 10,
  limit: 20,
  windowSeconds: 3600,
  message: 'You have written many reviews in a short time.',
};

/**
 * A signed-in caller reviews an active plan once. The author is the caller (any user_id sent is
 * ignored); the text is kept as written and only ever shown escaped. After the review is stored the
 * plan's rating is recounted; if that fails the review still stands (the next review's recount
 * includes it), so the caller is not told to retry a review that exists.
 */
export async function createReview(
  deps: CreateReviewDependencies,
  input: ReviewCreate,
  caller: Caller,
  address?: string,
): Promise<ReviewCreated> {
  const now = deps.now?.() ?? new Date();
  if (deps.rateLimits && address) {
    await enforceRateLimit(deps.rateLimits, REVIEW_RATE_LIMIT, { address, account: caller.sub }, now);
  }
  const plan = await deps.plans.get(input.plan_id);
  if (plan?.status !== 'active') throw new NotFoundError(PLAN_NOT_FOUND);

  const [profile, purchased] = await Promise.all([
    deps.profiles.get(caller.sub),
    deps.purchases.hasPurchased(caller.sub, plan.id),
  ]);
  const review: StoredReview = {
    id: reviewIdFor(plan.id, caller.sub),
    plan_id: plan.id,
    user_id: caller.sub,
    rating: input.rating,
    title: input.title,
    content: input.content,
    created_at: now.toISOString(),
    helpful_votes: 0,
    unhelpful_votes: 0,
    verified_purchase: purchased,
    user: reviewAuthor(profile, caller),
    votes: {},
  };
  if (!(await deps.reviews.create(review))) throw new ConflictError(REVIEW_DUPLICATE_TEXT);

  const created: ReviewCreated = toReview(review, caller.sub);
  try {
    const rating = await refreshPlanRating(deps, plan.id);
    if (rating) created.plan_rating = { rating_average: rating.average, rating_count: rating.count };
  } catch (error) {
    log('error', 'review stored but the plan rating was not updated', { planId: plan.id, error: String(error) });
  }
  return created;
}
