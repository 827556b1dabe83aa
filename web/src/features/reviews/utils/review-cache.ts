import type { Review, ReviewListResponse, ReviewVoteResult } from '@shop/shared/storefront/reviews';

type Pages = { pages: ReviewListResponse[]; pageParams: unknown[] };

/** The plan's average after one more rating, as the server will count it. */
export function averageWith(average: number, count: number, rating: number): { average: number; count: number } {
  const next = count + 1;
  return { average: (average * count + rating) / next, count: next };
}

/** A just-created review goes on top of the first page, and the first page's average and count take it in. */
export function withNewReview<P extends Pages>(data: P | undefined, review: Review): P | undefined {
  if (!data) return data;
  const [first, ...rest] = data.pages;
  if (!first) return data;
  if (first.reviews.some((item) => item.id === review.id)) return data;
  const { average, count } = averageWith(first.rating_average, first.rating_count, review.rating);
  return {
    ...data,
    pages: [{ ...first, reviews: [review, ...first.reviews], rating_average: average, rating_count: count }, ...rest],
  };
}

/** The counts and own vote the server answered with, put into whichever page holds that review. */
export function withVoteResult<P extends Pages>(data: P | undefined, result: ReviewVoteResult): P | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      reviews: page.reviews.map((review) =>
        review.id === result.id
          ? {
              ...review,
              helpful_votes: result.helpful_votes,
              unhelpful_votes: result.unhelpful_votes,
              my_vote: result.my_vote,
            }
          : review,
      ),
    })),
  };
}
