import { REVIEW_VOTES, type ReviewVote } from '@shop/shared/storefront/reviews';
import * as z from 'zod/mini';
import { parseItem } from '../db/parse-item.ts';
import { reviewKeys } from '../db/table-design.ts';
import { indexKey, tableKey } from '../db/table-keys.ts';

/** A review as stored: the public fields, the author's snapshot, and every voter's vote (never sent out whole). */
export interface StoredReview {
  id: string;
  plan_id: string;
  user_id: string;
  rating: number;
  title: string;
  content: string;
  created_at: string;
  helpful_votes: number;
  unhelpful_votes: number;
  verified_purchase: boolean;
  user: { name: string; avatar_url: string };
  /** voter sub -> vote; the counts above are kept equal to it by the same UpdateItem. */
  votes: Record<string, ReviewVote>;
}

export function toReviewItem(review: StoredReview): Record<string, unknown> {
  return {
    ...review,
    ...tableKey(reviewKeys.pk(review.plan_id), reviewKeys.sk(review.id)),
    ...indexKey(
      reviewKeys.listIndex,
      reviewKeys.listPartition(review.plan_id),
      reviewKeys.listSort(review.created_at, review.id),
    ),
    ...indexKey(
      reviewKeys.authorIndex,
      reviewKeys.authorPartition(review.user_id),
      reviewKeys.listSort(review.created_at, review.id),
    ),
    entity: 'review',
  };
}

/**
 * A review as stored. Reviews written before a field existed read with its old default (no text, no votes,
 * not a verified purchase, an anonymous author); a field of the wrong type fails the read and names the field.
 */
let storedReviewSchema: z.ZodMiniType<StoredReview> | undefined;
const storedReview = () =>
  (storedReviewSchema ??= z.object({
    id: z.string(),
    plan_id: z.string(),
    user_id: z.string(),
    rating: z.number(),
    title: z._default(z.string(), ''),
    content: z._default(z.string(), ''),
    created_at: z._default(z.string(), ''),
    helpful_votes: z._default(z.number(), 0),
    unhelpful_votes: z._default(z.number(), 0),
    verified_purchase: z._default(z.boolean(), false),
    user: z._default(z.object({ name: z._default(z.string(), ''), avatar_url: z._default(z.string(), '') }), {
      name: '',
      avatar_url: '',
    }),
    votes: z._default(z.record(z.string(), z.enum(REVIEW_VOTES)), {}),
  }));

export function fromReviewItem(item: Record<string, unknown>): StoredReview {
  return parseItem(storedReview(), item, 'review');
}

/** A review's rating as read for the plan's average (only that attribute is projected). */
let ratingSchema: z.ZodMiniType<{ rating: number }> | undefined;
const storedRating = () => (ratingSchema ??= z.object({ rating: z.number() }));

export function ratingOf(item: Record<string, unknown>): number {
  return parseItem(storedRating(), item, 'review').rating;
}
