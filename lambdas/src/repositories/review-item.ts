import type { ReviewVote } from '@shop/shared/storefront/reviews';
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
    entity: 'review',
  };
}

export function fromReviewItem(item: Record<string, unknown>): StoredReview {
  const user = (item.user ?? {}) as { name?: unknown; avatar_url?: unknown };
  return {
    id: String(item.id),
    plan_id: String(item.plan_id),
    user_id: String(item.user_id),
    rating: Number(item.rating),
    title: String(item.title ?? ''),
    content: String(item.content ?? ''),
    created_at: String(item.created_at ?? ''),
    helpful_votes: Number(item.helpful_votes ?? 0),
    unhelpful_votes: Number(item.unhelpful_votes ?? 0),
    verified_purchase: item.verified_purchase === true,
    user: { name: String(user.name ?? ''), avatar_url: String(user.avatar_url ?? '') },
    votes: (item.votes ?? {}) as Record<string, ReviewVote>,
  };
}
