import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { batchGetItems } from '../db/batch-get.ts';
import { readPartition } from '../db/paged-query.ts';
import { favoriteKeys, planKeys, TABLE_KEYS } from '../db/table-design.ts';
import { tableKey } from '../db/table-keys.ts';

export interface FavoriteMark {
  planId: string;
  createdAt: string;
}

/** Read-only view of a user's favorites (written by the favorites feature) for the dashboard's numbers. */
export function userFavoritesReader(db: DynamoDBDocumentClient, table: string) {
  return {
    /** Every favorite of the user: one Query on their partition (pk USER#{sub}, sk FAVORITE#{planId}). */
    async list(sub: string): Promise<FavoriteMark[]> {
      const items = await readPartition(db, table, {
        partition: favoriteKeys.pk(sub),
        sortBeginsWith: favoriteKeys.skPrefix,
        attributes: [TABLE_KEYS.sort, 'created_at'],
      });
      return items.map((item) => ({
        planId: favoriteKeys.planIdOf(String(item[TABLE_KEYS.sort])),
        createdAt: typeof item.created_at === 'string' ? item.created_at : '',
      }));
    },

    /** Titles of plans by id (BatchGet, 100 keys a call, unprocessed keys asked again); missing plans are left out. */
    async planTitles(ids: string[]): Promise<Map<string, string>> {
      const keys = [...new Set(ids)].map((id) => tableKey(planKeys.pk(id), planKeys.sk));
      const items = await batchGetItems(db, table, keys, { attributes: ['id', 'title'] });
      return new Map(items.map((item) => [String(item.id), String(item.title)]));
    },
  };
}

export type UserFavoritesReader = ReturnType<typeof userFavoritesReader>;
