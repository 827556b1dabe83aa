import { createReviewRoute } from '@shop/shared/api/routes/create-review';
import type { PublicPlan } from '@shop/shared/plans/plan';
import type { ReviewCreateInput } from '@shop/shared/storefront/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { averageWith, withNewReview } from '../utils/review-cache.ts';
import type { ReviewPages } from './get-reviews.ts';

/**
 * POST /api/reviews. On success the review goes on top of the list and the plan's rating takes it in at once;
 * the plan is then reloaded so the page ends up with the server's own figures.
 */
export function useCreateReview(planId: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<ReviewCreateInput, 'plan_id'>) =>
      apiRequest(createReviewRoute, { body: { ...input, plan_id: planId } }),
    onSuccess: (review) => {
      queryClient.setQueryData<ReviewPages>(queryKeys.reviews(planId, userId), (data) => withNewReview(data, review));
      // Every language's copy of the plan (the key ends with the language).
      queryClient.setQueriesData<PublicPlan>({ queryKey: queryKeys.plans.anyDetail(planId) }, (plan) => {
        if (!plan) return plan;
        const { average, count } = averageWith(plan.rating_average, plan.rating_count, review.rating);
        return { ...plan, rating_average: average, rating_count: count };
      });
      // The server recounts the plan's rating from all its reviews: its figures replace the estimate above.
      void queryClient.invalidateQueries({ queryKey: queryKeys.plans.all });
    },
  });
}
