import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { queryItems } from '../db/paged-query.ts';
import { partitionQuery } from '../db/partition-query.ts';
import { orderKeys } from '../db/table-design.ts';
import { fromOrderItem, type StoredOrder } from './order-item.ts';

/**
 * The completed orders of a plan, for the revision notices (decision 0024): a Query of the completed-status partition
 * (gsi3) filtered on the plan, read page by page. It reads every completed order once per revision, which suits a
 * background job run a few times a month; no request path reads it. (A per-plan index on the purchase marker would
 * miss every order sold before it was written.)
 */
export function planBuyers(db: DynamoDBDocumentClient, table: string) {
  return {
    async *completedOrders(planId: string): AsyncGenerator<StoredOrder> {
      const completed = partitionQuery(table, {
        index: orderKeys.statusIndex,
        partition: orderKeys.statusPartition('completed'),
      });
      const query = {
        ...completed,
        FilterExpression: 'plan_id = :plan',
        ExpressionAttributeValues: { ...completed.ExpressionAttributeValues, ':plan': planId },
      };
      for await (const item of queryItems(db, query)) yield fromOrderItem(item);
    },
  };
}

export type PlanBuyers = ReturnType<typeof planBuyers>;
