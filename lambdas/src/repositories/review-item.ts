import { REVIEW_VOTES, type ReviewVote } from '@shop/shared/storefront/reviews';
import * as z from 'zod/mini';
import { byCreation } from '../db/creation-order.ts';
import { entity, indexAttributes } from '../db/entity.ts';
import { parseItem } from '../db/parse-item.ts';
import { reviewKeys } from '../db/table-design.ts';

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

/**
 * A review as stored. Reviews written before a field existed read with its old default (no text, no votes,
 * not a verified purchase, an anonymous author); a field of the wrong type fails the read and names the field.
 */
const storedReview = (): z.ZodMiniType<StoredReview> =>
  z.object({
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
  });

/**
 * How a review is stored: in its plan's partition, on its plan's list (gsi1) and its author's (gsi2), both newest
 * first; the keys derive from the plan, the author, the id and the creation time, none of which ever changes.
 */
export const reviewEntity = entity<StoredReview, Pick<StoredReview, 'plan_id' | 'id'>>({
  name: 'review',
  what: 'review',
  key: { partition: (r) => reviewKeys.pk(r.plan_id), sort: (r) => reviewKeys.sk(r.id) },
  derived: {
    ...indexAttributes<StoredReview>(reviewKeys.listIndex, {
      partition: { from: ['plan_id'], value: (r) => reviewKeys.listPartition(r.plan_id) },
      sort: byCreation('id'),
    }),
    ...indexAttributes<StoredReview>(reviewKeys.authorIndex, {
      partition: { from: ['user_id'], value: (r) => reviewKeys.authorPartition(r.user_id) },
      sort: byCreation('id'),
    }),
  },
  schema: storedReview,
});

export const toReviewItem = reviewEntity.toItem;
export const fromReviewItem = reviewEntity.fromItem;

/** A review's rating as read for the plan's average (only that attribute is projected). */
let ratingSchema: z.ZodMiniType<{ rating: number }> | undefined;
const storedRating = () => (ratingSchema ??= z.object({ rating: z.number() }));

export function ratingOf(item: Record<string, unknown>): number {
  return parseItem(storedRating(), item, 'review').rating;
}
