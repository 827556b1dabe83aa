import {
  DeleteCommand,
  type DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
} from '@aws-sdk/lib-dynamodb';
import { isConditionalCheckFailure } from '../db/conditional-writes.ts';
import { favoriteKeys, TABLE_KEYS } from '../db/table-design.ts';

/** A saved plan of one user: which plan and when it was saved. */
export interface StoredFavorite {
  plan_id: string;
  created_at: string;
}

/** Most favorites a person's list shows (newest first); far more than anyone saves by hand. */
export const FAVORITES_MAX = 500;

export function favoritesRepository(db: DynamoDBDocumentClient, table: string) {
  const key = (sub: string, planId: string) => ({
    [TABLE_KEYS.partition]: favoriteKeys.pk(sub),
    [TABLE_KEYS.sort]: favoriteKeys.sk(planId),
  });

  return {
    /**
     * Saves a plan once: a second add keeps the first one's date. Returns the favorite as stored.
     */
    async add(sub: string, planId: string, createdAt: string): Promise<StoredFavorite> {
      try {
        await db.send(
          new PutCommand({
            TableName: table,
            Item: { ...key(sub, planId), entity: 'favorite', plan_id: planId, created_at: createdAt },
            ConditionExpression: 'attribute_not_exists(#pk)',
            ExpressionAttributeNames: { '#pk': TABLE_KEYS.partition },
          }),
        );
        return { plan_id: planId, created_at: createdAt };
      } catch (error) {
        if (!isConditionalCheckFailure(error)) throw error;
      }
      const { Item } = await db.send(new GetCommand({ TableName: table, Key: key(sub, planId), ConsistentRead: true }));
      return { plan_id: planId, created_at: String(Item?.created_at ?? createdAt) };
    },

    /** Removes a saved plan; removing one that is not saved is harmless. */
    async remove(sub: string, planId: string): Promise<void> {
      await db.send(new DeleteCommand({ TableName: table, Key: key(sub, planId) }));
    },

    /** The user's favorites newest first: one consistent Query of their partition, so a fresh save is listed. */
    async list(sub: string): Promise<StoredFavorite[]> {
      const favorites: StoredFavorite[] = [];
      let startKey: Record<string, unknown> | undefined;
      do {
        const result = await db.send(
          new QueryCommand({
            TableName: table,
            KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
            ProjectionExpression: '#plan, #created',
            ExpressionAttributeNames: {
              '#pk': TABLE_KEYS.partition,
              '#sk': TABLE_KEYS.sort,
              '#plan': 'plan_id',
              '#created': 'created_at',
            },
            ExpressionAttributeValues: { ':pk': favoriteKeys.pk(sub), ':prefix': favoriteKeys.skPrefix },
            ConsistentRead: true,
            ExclusiveStartKey: startKey,
          }),
        );
        for (const item of result.Items ?? []) {
          favorites.push({ plan_id: String(item.plan_id), created_at: String(item.created_at) });
        }
        startKey = result.LastEvaluatedKey;
      } while (startKey && favorites.length < FAVORITES_MAX);
      return favorites
        .sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0))
        .slice(0, FAVORITES_MAX);
    },
  };
}

export type FavoritesRepository = ReturnType<typeof favoritesRepository>;
