import { log } from '../../observability/log.ts';
import type { PlanCounters, PlanRating } from '../../repositories/plan-counters.ts';
import type { ReviewsRepository } from '../../repositories/reviews-repository.ts';

const MAX_ATTEMPTS = 8;

/** Average to three decimals: exact enough for the gsi3 sort key (average x 1000) and the one-decimal display. */
export function ratingOf(ratings: readonly number[]): PlanRating {
  if (!ratings.length) return { average: 0, count: 0 };
  const sum = ratings.reduce((total, rating) => total + rating, 0);
  return { average: Math.round((sum * 1000) / ratings.length) / 1000, count: ratings.length };
}

/**
 * Sets the plan's rating to what its reviews say, recounted from all of them (strongly consistent),
 * and written only if the plan still holds the rating read before the count. A concurrent review makes
 * the write fail and the loop count again, so the last writer always counted every review. Recounting,
 * rather than adding one review's stars, also repairs a rating left behind by an earlier failure.
 * Returns the rating now stored, or undefined when the plan is gone.
 */
export async function refreshPlanRating(
  deps: { reviews: ReviewsRepository; counters: PlanCounters },
  planId: string,
): Promise<PlanRating | undefined> {
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
    const stored = await deps.counters.readRating(planId);
    if (!stored) return undefined;
    const counted = ratingOf(await deps.reviews.ratings(planId));
    if (counted.count === stored.count && counted.average === stored.average) return stored;
    if (await deps.counters.replaceRating(planId, stored, counted)) return counted;
    log('info', 'plan rating changed while recounting; counting again', { planId, attempt });
    // A short random pause spreads out writers that collided, so they stop colliding.
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
  }
  throw new Error(`The rating of plan ${planId} kept changing; not updated after ${MAX_ATTEMPTS} attempts`);
}
