import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { PLAN_STATUSES } from '@shop/shared/plans/plan';
import { EXISTS, updateExisting } from '../db/conditional-writes.ts';
import { allOf, when } from '../db/conditions.ts';
import { queryItems, type StoredItem } from '../db/paged-query.ts';
import { partitionQuery } from '../db/partition-query.ts';
import { planKeys, reviewKeys, TABLE_KEYS } from '../db/table-design.ts';
import { indexKey, keyNames, tableKey } from '../db/table-keys.ts';

const PAGE = 100;
const AUTHOR_INDEX = keyNames(reviewKeys.authorIndex);

/** A review as the backfill reads it: its key and what its author-index keys are made of. */
export interface UnindexedReview {
  pk: string;
  sk: string;
  id: string;
  planId: string;
  userId: string;
  createdAt: string;
}

/**
 * The author index on reviews written before it existed (decision 0057 added it to new reviews). Reads plans from the
 * featured index, one status partition at a time, and each plan's reviews from its own partition, page by page: no
 * Scan. Only reviews without the index are returned, so a second run reads but writes nothing.
 */
export function reviewAuthorBackfill(db: DynamoDBDocumentClient, table: string) {
  return {
    /** Every plan id, page by page (every status). */
    async *planIds(): AsyncGenerator<string> {
      for (const status of PLAN_STATUSES) {
        const read = partitionQuery(table, {
          index: planKeys.featuredIndex,
          partition: planKeys.statusPartition(status),
          attributes: ['id'],
          pageSize: PAGE,
        });
        for await (const item of queryItems(db, read)) if (typeof item.id === 'string') yield item.id;
      }
    },

    /** A plan's reviews that lack the author index, page by page. */
    async *unindexedReviews(planId: string): AsyncGenerator<UnindexedReview> {
      const read = partitionQuery(table, {
        partition: reviewKeys.pk(planId),
        sortBeginsWith: reviewKeys.skPrefix,
        pageSize: PAGE,
      });
      const input = {
        ...read,
        FilterExpression: 'attribute_not_exists(#authorPk)',
        ExpressionAttributeNames: { ...read.ExpressionAttributeNames, '#authorPk': AUTHOR_INDEX.partition },
      };
      for await (const item of queryItems(db, input)) yield unindexed(item, planId);
    },

    /**
     * Sets the review's author-index keys. Holds only while the review still lacks them and still has this author, so
     * a review a closure anonymised meanwhile (its owner replaced, its index removed) is never put back in an index.
     */
    async index(review: UnindexedReview): Promise<boolean> {
      const keys = indexKey(
        reviewKeys.authorIndex,
        reviewKeys.authorPartition(review.userId),
        reviewKeys.listSort(review.createdAt, review.id),
      );
      const stillUnindexed = when(`attribute_not_exists(#${AUTHOR_INDEX.partition}) AND user_id = :user`, {
        ':user': review.userId,
      });
      const indexed = await updateExisting(
        db,
        table,
        tableKey(review.pk, review.sk),
        { set: keys },
        allOf(EXISTS, stillUnindexed),
        'UPDATED_NEW',
      );
      return indexed !== undefined;
    },
  };
}

function unindexed(item: StoredItem, planId: string): UnindexedReview {
  return {
    pk: String(item[TABLE_KEYS.partition]),
    sk: String(item[TABLE_KEYS.sort]),
    id: String(item.id ?? String(item[TABLE_KEYS.sort]).slice(reviewKeys.skPrefix.length)),
    planId,
    userId: typeof item.user_id === 'string' ? item.user_id : '',
    createdAt: typeof item.created_at === 'string' ? item.created_at : '',
  };
}

export type ReviewAuthorBackfill = ReturnType<typeof reviewAuthorBackfill>;
