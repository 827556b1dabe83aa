import {
  DeleteCommand,
  type DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
} from '@aws-sdk/lib-dynamodb';
import type { ReviewVote } from '@shop/shared/storefront/reviews';
import { EXISTS, putIfAbsent, updateExisting } from '../db/conditional-writes.ts';
import { allOf, when } from '../db/conditions.ts';
import { readPartition } from '../db/paged-query.ts';
import { partitionQuery } from '../db/partition-query.ts';
import type { ItemUpdate } from '../db/set-expression.ts';
import { reviewKeys, TABLE_KEYS, voteMarkerKeys } from '../db/table-design.ts';
import { keyNames, tableKey } from '../db/table-keys.ts';
import { decodePlanCursor, encodePlanCursor } from './plan-cursor.ts';
import { ratingOf, reviewEntity, type StoredReview } from './review-item.ts';
import { voteMarkerItem } from './vote-marker-item.ts';

const LIST_INDEX = { name: reviewKeys.listIndex, ...keyNames(reviewKeys.listIndex) };
const LIST_KEY_NAMES = [TABLE_KEYS.partition, TABLE_KEYS.sort, LIST_INDEX.partition, LIST_INDEX.sort];

export interface ReviewPage {
  reviews: StoredReview[];
  nextCursor: string | null;
}

export interface VoteCounts {
  helpful_votes: number;
  unhelpful_votes: number;
}

/** What a vote change adds to each counter. */
function voteDelta(previous: ReviewVote | undefined, next: ReviewVote | null) {
  const delta = { helpful: 0, unhelpful: 0 };
  if (previous) delta[previous] -= 1;
  if (next) delta[next] += 1;
  return delta;
}

export function reviewsRepository(db: DynamoDBDocumentClient, table: string) {
  const key = (planId: string, reviewId: string) => reviewEntity.key({ plan_id: planId, id: reviewId });

  return {
    /** Stores a new review; false when this author already reviewed the plan (same id, conditional put). */
    create(review: StoredReview): Promise<boolean> {
      return putIfAbsent(db, table, reviewEntity.toItem(review));
    },

    async get(planId: string, reviewId: string): Promise<StoredReview | undefined> {
      const { Item } = await db.send(
        new GetCommand({ TableName: table, Key: key(planId, reviewId), ConsistentRead: true }),
      );
      return Item ? reviewEntity.fromItem(Item) : undefined;
    },

    /** One page of a plan's reviews, newest first; the cursor is the last returned review's index key. */
    async page(planId: string, limit: number, cursor?: string): Promise<ReviewPage> {
      const partition = reviewKeys.listPartition(planId);
      let startKey: Record<string, string> | undefined;
      if (cursor) {
        // A cursor of another plan's reviews (or of the catalogue) must not page through this one.
        startKey = decodePlanCursor(cursor, LIST_INDEX.name, LIST_KEY_NAMES, {
          [TABLE_KEYS.partition]: reviewKeys.pk(planId),
          [TABLE_KEYS.sort]: (value) => value.startsWith(reviewKeys.skPrefix),
          [LIST_INDEX.partition]: partition,
        }).key;
      }
      const { Items = [] } = await db.send(
        new QueryCommand({
          ...partitionQuery(table, {
            index: LIST_INDEX.name,
            partition,
            descending: true,
            // One more than the page, so "is there a next page" is exact.
            pageSize: limit + 1,
          }),
          ExclusiveStartKey: startKey,
        }),
      );
      const items = Items.slice(0, limit);
      const last = items.at(-1);
      const nextCursor =
        Items.length > limit && last
          ? encodePlanCursor({
              index: LIST_INDEX.name,
              key: Object.fromEntries(LIST_KEY_NAMES.map((k) => [k, String(last[k])])),
            })
          : null;
      return { reviews: items.map(reviewEntity.fromItem), nextCursor };
    },

    /** Every rating a plan's reviews gave, read strongly consistent from the plan's partition. */
    async ratings(planId: string): Promise<number[]> {
      const items = await readPartition(db, table, {
        partition: reviewKeys.pk(planId),
        sortBeginsWith: reviewKeys.skPrefix,
        attributes: ['rating'],
        consistent: true,
      });
      return items.map(ratingOf);
    },

    /**
     * Changes one voter's vote from `previous` to `next` (null withdraws it) and both counters, in one
     * UpdateItem that holds only while the stored vote is still `previous`. Returns the new counts, or
     * 'changed' when the review or the vote moved under us (read again and retry).
     */
    async changeVote(
      planId: string,
      reviewId: string,
      voter: string,
      previous: ReviewVote | undefined,
      next: ReviewVote | null,
    ): Promise<VoteCounts | 'changed'> {
      const delta = voteDelta(previous, next);
      const vote: ItemUpdate = next ? { setIn: { votes: { [voter]: next } } } : { removeIn: { votes: [voter] } };
      const unchanged = previous
        ? when('#votes.#voter = :previous', { ':previous': previous }, { '#voter': voter })
        : when('attribute_not_exists(#votes.#voter)', {}, { '#voter': voter });
      const updated = await updateExisting(
        db,
        table,
        key(planId, reviewId),
        { ...vote, add: { helpful_votes: delta.helpful, unhelpful_votes: delta.unhelpful } },
        allOf(EXISTS, unchanged),
      );
      if (!updated) return 'changed';
      // The voter's marker, so closing their account finds this vote (written after the vote: a lost marker only
      // leaves a vote keyed by an id nobody holds any more).
      const marker = tableKey(voteMarkerKeys.pk(voter), voteMarkerKeys.sk(reviewId));
      if (next) {
        await db.send(new PutCommand({ TableName: table, Item: voteMarkerItem(voter, planId, reviewId) }));
      } else {
        await db.send(new DeleteCommand({ TableName: table, Key: marker }));
      }
      return {
        helpful_votes: Number(updated.helpful_votes ?? 0),
        unhelpful_votes: Number(updated.unhelpful_votes ?? 0),
      };
    },
  };
}

export type ReviewsRepository = ReturnType<typeof reviewsRepository>;
