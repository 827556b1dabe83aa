import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema.ts';
import { requiredText } from '../required-text.ts';
import { limitParam, rejectUnknownFields } from '../validation.ts';

/** Limits on what a reviewer may write; the form shows them as maxLength and the Lambda enforces them. */
export const REVIEW_LIMITS = { title: 120, content: 2000, ratingMin: 1, ratingMax: 5 } as const;
export const REVIEW_PAGE_SIZE_DEFAULT = 10;
export const REVIEW_PAGE_SIZE_MAX = 50;

/** Texts both sides show, so the page and the server's refusals say the same. */
export const REVIEW_SUCCESS_TEXT = 'Review submitted successfully!';
export const REVIEW_FAILURE_TEXT = 'Failed to submit review. Please try again.';
export const REVIEW_LOGIN_TEXT = 'Please log in to submit a review';
export const REVIEW_DUPLICATE_TEXT = 'You have already reviewed this plan';
export const REVIEW_NOT_FOUND_TEXT = 'Review not found';

export const REVIEW_VOTES = ['helpful', 'unhelpful'] as const;
export type ReviewVote = (typeof REVIEW_VOTES)[number];

const PLAN_ID = /^[A-Za-z0-9_-]{1,64}$/;
const REVIEW_ID = /^[A-Za-z0-9_-]{1,64}$/;

const RATING_TEXT = `Rating must be a whole number from ${REVIEW_LIMITS.ratingMin} to ${REVIEW_LIMITS.ratingMax}`;

const planId = (name: string) =>
  z.string({ error: `${name} is required` }).check(z.regex(PLAN_ID, { error: `${name} must be a plan id` }));

/**
 * POST /api/reviews. The storefront also sends `user_id`: it is accepted and ignored, because the
 * author is always the signed-in caller. Text is kept as written (HTML included) and shown escaped.
 */
export const ReviewCreate = lazySchema(() =>
  z.object({
    plan_id: planId('plan_id'),
    user_id: z.optional(z.unknown()),
    rating: z
      .int({ error: RATING_TEXT })
      .check(
        z.gte(REVIEW_LIMITS.ratingMin, { error: RATING_TEXT }),
        z.lte(REVIEW_LIMITS.ratingMax, { error: RATING_TEXT }),
      ),
    title: requiredText('Title', REVIEW_LIMITS.title),
    content: requiredText('Review', REVIEW_LIMITS.content),
  }),
);
export type ReviewCreate = z.infer<typeof ReviewCreate>;
export type ReviewCreateInput = z.input<typeof ReviewCreate>;

/**
 * A review as the API returns it: only what the page shows. The author's account id stays on the server;
 * `mine` says whether the caller wrote it, `my_vote` is the caller's own vote (null for visitors or no vote).
 */
export const Review = lazySchema(() =>
  z.object({
    id: z.string(),
    plan_id: z.string(),
    rating: z.number(),
    title: z.string(),
    content: z.string(),
    created_at: z.string(),
    helpful_votes: z.number(),
    unhelpful_votes: z.number(),
    /** The author bought this plan (a completed order). */
    verified_purchase: z.boolean(),
    user: z.object({ name: z.string(), avatar_url: z.string() }),
    mine: z.boolean(),
    my_vote: z.nullable(z.enum(REVIEW_VOTES)),
  }),
);
export type Review = z.infer<typeof Review>;

/**
 * The answer to POST /api/reviews: the review, plus the plan's rating after it was counted (absent in
 * the rare case the recount failed; the review is stored all the same), so the page can show the new
 * average at once.
 */
export const ReviewCreated = lazySchema(() =>
  z.extend(Review, {
    plan_rating: z.optional(z.object({ rating_average: z.number(), rating_count: z.number() })),
  }),
);
export type ReviewCreated = z.infer<typeof ReviewCreated>;

export const ReviewPlanParams = lazySchema(() => z.object({ planId: planId('planId') }));
export type ReviewPlanParams = z.infer<typeof ReviewPlanParams>;

const pageSize = lazySchema(() => limitParam(REVIEW_PAGE_SIZE_MAX));

/** GET /api/reviews/{planId}: newest first, `limit` per page, `cursor` from the previous page. */
export const ReviewListQuery = lazySchema(() =>
  z.object({
    limit: z._default(pageSize, REVIEW_PAGE_SIZE_DEFAULT),
    cursor: z.optional(z.string().check(z.maxLength(2000, { error: 'cursor is not valid' }))),
  }),
);
export type ReviewListQuery = z.infer<typeof ReviewListQuery>;

/** A page of reviews, with the plan's current rating (the same numbers the catalogue sorts by). */
export const ReviewListResponse = lazySchema(() =>
  z.object({
    reviews: z.array(Review),
    nextCursor: z.nullable(z.string()),
    rating_average: z.number(),
    rating_count: z.number(),
  }),
);
export type ReviewListResponse = z.infer<typeof ReviewListResponse>;

export const ReviewVoteParams = lazySchema(() =>
  z.object({
    planId: planId('planId'),
    reviewId: z
      .string({ error: 'reviewId is required' })
      .check(z.regex(REVIEW_ID, { error: 'reviewId must be a review id' })),
  }),
);
export type ReviewVoteParams = z.infer<typeof ReviewVoteParams>;

/** POST /api/reviews/{planId}/{reviewId}/vote: set, switch (helpful <-> unhelpful) or withdraw (null) one's vote. */
export const ReviewVoteRequest = lazySchema(() =>
  z.strictObject(
    {
      vote: z.nullable(z.enum(REVIEW_VOTES, { error: 'vote must be helpful, unhelpful or null (to withdraw it)' })),
    },
    rejectUnknownFields,
  ),
);
export type ReviewVoteRequest = z.infer<typeof ReviewVoteRequest>;

export const ReviewVoteResult = lazySchema(() =>
  z.object({
    id: z.string(),
    helpful_votes: z.number(),
    unhelpful_votes: z.number(),
    my_vote: z.nullable(z.enum(REVIEW_VOTES)),
  }),
);
export type ReviewVoteResult = z.infer<typeof ReviewVoteResult>;
