import { type DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Ad } from '@shop/shared/storefront/ads';
import { deleteIfExists, putIfAbsent, updateExisting } from '../db/conditional-writes.ts';
import { readPartition } from '../db/paged-query.ts';
import { adKeys } from '../db/table-design.ts';
import { adEntity, adKey, fromAdItem } from './ad-item.ts';

/**
 * Staff writes to ads, keeping the sparse live index in step with `is_active` and `position`.
 * Impressions and clicks are counted elsewhere (ADD on the same item) and never set here.
 */
export function adWrites(db: DynamoDBDocumentClient, table: string) {
  return {
    async get(id: string): Promise<Ad | undefined> {
      const { Item } = await db.send(new GetCommand({ TableName: table, Key: adKey(id) }));
      return Item ? fromAdItem(Item) : undefined;
    },

    /** Every ad, newest first (tens of them): Queries on the staff list index. */
    async listAll(): Promise<Ad[]> {
      const items = await readPartition(db, table, {
        index: adKeys.allIndex,
        partition: adKeys.allPartition,
        descending: true,
      });
      return items.map(fromAdItem);
    },

    /** Stores a new ad under its fresh id; a taken id (never expected) is an error, nothing written. */
    async create(ad: Ad): Promise<void> {
      if (!(await putIfAbsent(db, table, adEntity.toItem(ad)))) {
        throw new Error(`Ad ${ad.id} exists`);
      }
    },

    /**
     * Sets the changed fields of `next` (the ad as it should become) and the index keys, removing the
     * live keys when it is inactive. Holds only while the ad exists; undefined otherwise.
     */
    async update(next: Ad, changed: readonly (keyof Ad)[]): Promise<Ad | undefined> {
      const fields: Partial<Ad> = { updated_at: next.updated_at };
      for (const field of changed) Object.assign(fields, { [field]: next[field] });
      const updated = await updateExisting(db, table, adKey(next.id), adEntity.update(fields, next));
      return updated && fromAdItem(updated);
    },

    async remove(id: string): Promise<Ad | undefined> {
      const removed = await deleteIfExists(db, table, adKey(id));
      return removed ? fromAdItem(removed) : undefined;
    },
  };
}

export type AdWrites = ReturnType<typeof adWrites>;
