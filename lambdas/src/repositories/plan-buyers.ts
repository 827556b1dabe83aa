import { type DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
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
      let start: Record<string, unknown> | undefined;
      do {
        const page = await db.send(
          new QueryCommand({
            TableName: table,
            IndexName: 'gsi3',
            KeyConditionExpression: 'gsi3pk = :status',
            FilterExpression: 'plan_id = :plan',
            ExpressionAttributeValues: { ':status': orderKeys.statusPartition('completed'), ':plan': planId },
            ExclusiveStartKey: start,
          }),
        );
        for (const item of page.Items ?? []) yield fromOrderItem(item);
        start = page.LastEvaluatedKey;
      } while (start);
    },
  };
}

export type PlanBuyers = ReturnType<typeof planBuyers>;
