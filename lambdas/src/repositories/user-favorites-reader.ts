import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { batchGetItems } from '../db/batch-get.ts';
import { readPartition } from '../db/paged-query.ts';
import { parseItem } from '../db/parse-item.ts';
import { favoriteKeys, planKeys, TABLE_KEYS } from '../db/table-design.ts';
import { tableKey } from '../db/table-keys.ts';

export interface FavoriteMark {
  planId: string;
  createdAt: string;
}

/** A favorite's key and date as read; a favorite saved before dates were kept reads with an empty date. */
let favoriteMarkSchema: z.ZodMiniType<{ sk: string; created_at: string }> | undefined;
const favoriteMark = () =>
  (favoriteMarkSchema ??= z.object({ sk: z.string(), created_at: z._default(z.string(), '') }));

/** A plan's id and title as read for the dashboard. */
let planTitleSchema: z.ZodMiniType<{ id: string; title: string }> | undefined;
const planTitle = () => (planTitleSchema ??= z.object({ id: z.string(), title: z.string() }));

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
      return items.map((item) => {
        const mark = parseItem(favoriteMark(), { sk: item[TABLE_KEYS.sort], created_at: item.created_at }, 'favorite');
        return { planId: favoriteKeys.planIdOf(mark.sk), createdAt: mark.created_at };
      });
    },

    /** Titles of plans by id (BatchGet, 100 keys a call, unprocessed keys asked again); missing plans are left out. */
    async planTitles(ids: string[]): Promise<Map<string, string>> {
      const keys = [...new Set(ids)].map((id) => tableKey(planKeys.pk(id), planKeys.sk));
      const items = await batchGetItems(db, table, keys, { attributes: ['id', 'title'] });
      return new Map(
        items.map((item) => {
          const plan = parseItem(planTitle(), item, 'plan');
          return [plan.id, plan.title];
        }),
      );
    },
  };
}

export type UserFavoritesReader = ReturnType<typeof userFavoritesReader>;
