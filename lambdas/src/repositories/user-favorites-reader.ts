import { BatchGetCommand, type DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { accountKeys, planKeys, TABLE_KEYS } from '../db/table-design.ts';

export interface FavoriteMark {
  planId: string;
  createdAt: string;
}

const FAVORITE_PREFIX = 'FAVORITE#';

/** Read-only view of a user's favorites (written by the favorites feature) for the dashboard's numbers. */
export function userFavoritesReader(db: DynamoDBDocumentClient, table: string) {
  return {
    /** Every favorite of the user: one Query on their partition (pk USER#{sub}, sk FAVORITE#{planId}). */
    async list(sub: string): Promise<FavoriteMark[]> {
      const marks: FavoriteMark[] = [];
      let startKey: Record<string, unknown> | undefined;
      do {
        const page = await db.send(
          new QueryCommand({
            TableName: table,
            KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
            ExpressionAttributeNames: { '#pk': TABLE_KEYS.partition, '#sk': TABLE_KEYS.sort, '#created': 'created_at' },
            ExpressionAttributeValues: { ':pk': accountKeys.pk(sub), ':prefix': FAVORITE_PREFIX },
            ProjectionExpression: '#sk, #created',
            ExclusiveStartKey: startKey,
          }),
        );
        for (const item of page.Items ?? []) {
          marks.push({
            planId: String(item[TABLE_KEYS.sort]).slice(FAVORITE_PREFIX.length),
            createdAt: typeof item.created_at === 'string' ? item.created_at : '',
          });
        }
        startKey = page.LastEvaluatedKey;
      } while (startKey);
      return marks;
    },

    /** Titles of a few plans by id (one BatchGet, at most 100 ids); missing plans are left out. */
    async planTitles(ids: string[]): Promise<Map<string, string>> {
      const titles = new Map<string, string>();
      const unique = [...new Set(ids)].slice(0, 100);
      if (unique.length === 0) return titles;
      const { Responses } = await db.send(
        new BatchGetCommand({
          RequestItems: {
            [table]: {
              Keys: unique.map((id) => ({ [TABLE_KEYS.partition]: planKeys.pk(id), [TABLE_KEYS.sort]: planKeys.sk })),
              ProjectionExpression: 'id, title',
            },
          },
        }),
      );
      for (const item of Responses?.[table] ?? []) titles.set(String(item.id), String(item.title));
      return titles;
    },
  };
}

export type UserFavoritesReader = ReturnType<typeof userFavoritesReader>;
