import { type DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { ReviewVote } from '@shop/shared/storefront/reviews';
import { putIfAbsent } from '../db/conditional-writes.ts';
import { queryItems, type StoredItem } from '../db/paged-query.ts';
import { partitionQuery } from '../db/partition-query.ts';
import { reviewKeys, TABLE_KEYS, voteMarkerKeys } from '../db/table-design.ts';
import { tableKey } from '../db/table-keys.ts';
import { reviewAuthorBackfill } from './review-author-backfill.ts';
import { voteMarkerItem } from './vote-marker-item.ts';

const PAGE = 100;

/** A review that holds votes, as the backfill reads it: where it is and who voted what. */
export interface VotedReview {
  planId: string;
  reviewId: string;
  votes: Record<string, ReviewVote>;
}

/**
 * Vote markers for votes cast before markers existed. Plans are read as the review-author backfill reads them (the
 * featured index, every status) and each plan's reviews from its own partition, page by page, keeping only those
 * with votes: no Scan.
 */
export function voteMarkerBackfill(db: DynamoDBDocumentClient, table: string) {
  return {
    planIds: reviewAuthorBackfill(db, table).planIds,

    /** A plan's reviews whose votes map is not empty, page by page (only the key, the id and the votes are read). */
    async *votedReviews(planId: string): AsyncGenerator<VotedReview> {
      const read = partitionQuery(table, {
        partition: reviewKeys.pk(planId),
        sortBeginsWith: reviewKeys.skPrefix,
        attributes: [TABLE_KEYS.sort, 'id', 'votes'],
        pageSize: PAGE,
      });
      const input = {
        ...read,
        FilterExpression: 'size(#votes) > :none',
        ExpressionAttributeNames: { ...read.ExpressionAttributeNames, '#votes': 'votes' },
        ExpressionAttributeValues: { ...read.ExpressionAttributeValues, ':none': 0 },
      };
      for await (const item of queryItems(db, input)) yield voted(item, planId);
    },

    /** Whether the voter's marker for this review is there (read strongly consistent: a vote may have just written it). */
    async hasMarker(sub: string, reviewId: string): Promise<boolean> {
      const { Item } = await db.send(
        new GetCommand({
          TableName: table,
          Key: tableKey(voteMarkerKeys.pk(sub), voteMarkerKeys.sk(reviewId)),
          ProjectionExpression: '#pk',
          ExpressionAttributeNames: { '#pk': TABLE_KEYS.partition },
          ConsistentRead: true,
        }),
      );
      return Item !== undefined;
    },

    /**
     * Writes the marker a vote writes today (reviews-repository.ts changeVote), only while there is none: a vote cast
     * meanwhile wrote its own, and that one stays. False when one was there.
     */
    writeMarker(sub: string, planId: string, reviewId: string): Promise<boolean> {
      return putIfAbsent(db, table, voteMarkerItem(sub, planId, reviewId));
    },
  };
}

function voted(item: StoredItem, planId: string): VotedReview {
  const sort = String(item[TABLE_KEYS.sort]);
  const votes: Record<string, ReviewVote> = {};
  const stored = item.votes && typeof item.votes === 'object' ? (item.votes as Record<string, unknown>) : {};
  for (const [sub, vote] of Object.entries(stored)) {
    if (vote === 'helpful' || vote === 'unhelpful') votes[sub] = vote;
  }
  return { planId, reviewId: typeof item.id === 'string' ? item.id : sort.slice(reviewKeys.skPrefix.length), votes };
}

export type VoteMarkerBackfill = ReturnType<typeof voteMarkerBackfill>;
