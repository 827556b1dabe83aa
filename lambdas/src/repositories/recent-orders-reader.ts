import { type DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { GSIS, orderKeys } from '../db/table-design.ts';
import { fromOrderItem, type StoredOrder } from './order-item.ts';

const STATUS_INDEX = GSIS[2];
const ALL_INDEX = GSIS[3];

/** The newest orders for the admin dashboard and the Analytics Activity tab: one short Query each. */
export function recentOrdersReader(db: DynamoDBDocumentClient, table: string) {
  const newest = async (index: (typeof GSIS)[number], partition: string, limit: number) => {
    const { Items } = await db.send(
      new QueryCommand({
        TableName: table,
        IndexName: index.name,
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': index.partition },
        ExpressionAttributeValues: { ':pk': partition },
        ScanIndexForward: false,
        Limit: limit,
      }),
    );
    return (Items ?? []).map(fromOrderItem);
  };

  return {
    /** Orders of every status, newest first. */
    latest: (limit: number): Promise<StoredOrder[]> => newest(ALL_INDEX, orderKeys.allPartition, limit),
    /** Completed orders, newest (by creation) first. */
    latestCompleted: (limit: number): Promise<StoredOrder[]> =>
      newest(STATUS_INDEX, orderKeys.statusPartition('completed'), limit),
  };
}

export type RecentOrdersReader = ReturnType<typeof recentOrdersReader>;
