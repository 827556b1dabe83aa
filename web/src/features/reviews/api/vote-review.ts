import { voteReviewRoute } from '@shop/shared/api/routes/vote-review';
import type { ReviewVote } from '@shop/shared/storefront/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { withVoteResult } from '../utils/review-cache.ts';
import type { ReviewPages } from './get-reviews.ts';

/** Helpful/unhelpful, saved on the server (one vote per person, changeable; null withdraws it). */
export function useVoteReview(planId: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, vote }: { reviewId: string; vote: ReviewVote | null }) =>
      apiRequest(voteReviewRoute, { params: { planId, reviewId }, body: { vote } }),
    onSuccess: (result) => {
      queryClient.setQueryData<ReviewPages>(queryKeys.reviews(planId, userId), (data) => withVoteResult(data, result));
    },
  });
}
