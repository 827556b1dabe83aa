import { type DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { parseItem } from '../db/parse-item.ts';
import { refundKeys } from '../db/table-design.ts';
import { tableKey } from '../db/table-keys.ts';

/** A refund record as read: which order was refunded. */
let storedRefundSchema: z.ZodMiniType<{ order_id: string }> | undefined;
const storedRefund = () => (storedRefundSchema ??= z.object({ order_id: z.string() }));

/** "This customer had a refund for this plan": the refund policy's one-per-customer-per-plan record. */
export function refundsRepository(db: DynamoDBDocumentClient, table: string) {
  const key = (sub: string, planId: string) => tableKey(refundKeys.pk(sub), refundKeys.sk(planId));
  return {
    /** The order refunded earlier for this customer and plan, if any. */
    async refundedOrder(sub: string, planId: string): Promise<string | undefined> {
      const { Item } = await db.send(new GetCommand({ TableName: table, Key: key(sub, planId), ConsistentRead: true }));
      return Item && parseItem(storedRefund(), Item, 'refund').order_id;
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
