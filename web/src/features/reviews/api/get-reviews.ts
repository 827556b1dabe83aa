import { listReviewsRoute } from '@shop/shared/api/routes/list-reviews';
import type { ReviewListResponse } from '@shop/shared/storefront/reviews';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth-context.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';

export type ReviewPages = { pages: ReviewListResponse[]; pageParams: string[] };

export const getReviewsQueryOptions = (planId: string, userId: string) =>
  infiniteQueryOptions({
    // The key carries who is asking: each review says how the caller voted (`my_vote`).
    queryKey: queryKeys.reviews(planId, userId),
    queryFn: ({ pageParam, signal }) =>
      apiRequest(listReviewsRoute, {
        params: { planId },
        query: pageParam ? { cursor: pageParam } : {},
        signal,
      }),
    initialPageParam: '',
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

/** A plan's reviews, newest first, a page at a time (Load more). Waits until a saved session is restored. */
export function useReviews(planId: string) {
  const { status, user } = useAuth();
  return useInfiniteQuery({
    ...getReviewsQueryOptions(planId, user?.id ?? ''),
    enabled: status !== 'loading',
  });
}
