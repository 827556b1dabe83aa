import { DeleteCommand, type DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { putIfAbsent } from '../db/conditional-writes.ts';
import { readPartition } from '../db/paged-query.ts';
import { parseItem } from '../db/parse-item.ts';
import { favoriteKeys } from '../db/table-design.ts';
import { tableKey } from '../db/table-keys.ts';

/** A saved plan of one user: which plan and when it was saved. */
export interface StoredFavorite {
  plan_id: string;
  created_at: string;
}

/** A favorite as stored (only these two attributes are read). */
let storedFavoriteSchema: z.ZodMiniType<StoredFavorite> | undefined;
const storedFavorite = () => (storedFavoriteSchema ??= z.object({ plan_id: z.string(), created_at: z.string() }));
const fromFavoriteItem = (item: Record<string, unknown>) => parseItem(storedFavorite(), item, 'favorite');

/** Most favorites a person's list shows (newest first); far more than anyone saves by hand. */
export const FAVORITES_MAX = 500;

export function favoritesRepository(db: DynamoDBDocumentClient, table: string) {
  const key = (sub: string, planId: string) => tableKey(favoriteKeys.pk(sub), favoriteKeys.sk(planId));

  return {
    /**
     * Saves a plan once: a second add keeps the first one's date. Returns the favorite as stored.
     */
    async add(sub: string, planId: string, createdAt: string): Promise<StoredFavorite> {
      const item = { ...key(sub, planId), entity: 'favorite', plan_id: planId, created_at: createdAt };
      if (await putIfAbsent(db, table, item)) return { plan_id: planId, created_at: createdAt };
      const { Item } = await db.send(new GetCommand({ TableName: table, Key: key(sub, planId), ConsistentRead: true }));
      // Removed between the two calls: the add stands as just made.
      return Item ? fromFavoriteItem(Item) : { plan_id: planId, created_at: createdAt };
    },

    /** Removes a saved plan; removing one that is not saved is harmless. */
    async remove(sub: string, planId: string): Promise<void> {
      await db.send(new DeleteCommand({ TableName: table, Key: key(sub, planId) }));
    },

    /** The user's favorites newest first: one consistent Query of their partition, so a fresh save is listed. */
    async list(sub: string): Promise<StoredFavorite[]> {
      const items = await readPartition(
        db,
        table,
        {
          partition: favoriteKeys.pk(sub),
          sortBeginsWith: favoriteKeys.skPrefix,
          attributes: ['plan_id', 'created_at'],
          consistent: true,
        },
        FAVORITES_MAX,
      );
      return items
        .map(fromFavoriteItem)
        .sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0));
    },
  };
}

export type FavoritesRepository = ReturnType<typeof favoritesRepository>;
