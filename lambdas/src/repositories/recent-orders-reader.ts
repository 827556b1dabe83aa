import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { readNewest } from '../db/paged-query.ts';
import { type GsiName, orderKeys } from '../db/table-design.ts';
import { fromOrderItem, type StoredOrder } from './order-item.ts';

/** The newest orders for the admin dashboard and the Analytics Activity tab: one short Query each. */
export function recentOrdersReader(db: DynamoDBDocumentClient, table: string) {
  const newest = async (index: GsiName, partition: string, limit: number) => {
    const items = await readNewest(db, table, { index, partition }, limit);
    return items.map(fromOrderItem);
  };

  return {
    /** Orders of every status, newest first. */
    latest: (limit: number): Promise<StoredOrder[]> => newest(orderKeys.allIndex, orderKeys.allPartition, limit),
    /** Completed orders, newest (by creation) first. */
    latestCompleted: (limit: number): Promise<StoredOrder[]> =>
      newest(orderKeys.statusIndex, orderKeys.statusPartition('completed'), limit),
  };
}

export type RecentOrdersReader = ReturnType<typeof recentOrdersReader>;
