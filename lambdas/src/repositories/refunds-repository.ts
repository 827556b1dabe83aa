import { type DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { refundKeys } from '../db/table-design.ts';
import { tableKey } from '../db/table-keys.ts';

/** "This customer had a refund for this plan": the refund policy's one-per-customer-per-plan record. */
export function refundsRepository(db: DynamoDBDocumentClient, table: string) {
  const key = (sub: string, planId: string) => tableKey(refundKeys.pk(sub), refundKeys.sk(planId));
  return {
    /** The order refunded earlier for this customer and plan, if any. */
    async refundedOrder(sub: string, planId: string): Promise<string | undefined> {
      const { Item } = await db.send(new GetCommand({ TableName: table, Key: key(sub, planId), ConsistentRead: true }));
      return typeof Item?.order_id === 'string' ? Item.order_id : undefined;
    },

    async recordRefund(sub: string, planId: string, orderId: string, at: string): Promise<void> {
      await db.send(
        new PutCommand({
          TableName: table,
          Item: { ...key(sub, planId), entity: 'refund', plan_id: planId, order_id: orderId, refunded_at: at },
        }),
      );
    },
  };
}

export type RefundsRepository = ReturnType<typeof refundsRepository>;
