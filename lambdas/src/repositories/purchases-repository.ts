import { type DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { deleteWhen } from '../db/conditional-writes.ts';
import { when } from '../db/conditions.ts';
import { purchaseKeys, TABLE_KEYS } from '../db/table-design.ts';
import { tableKey } from '../db/table-keys.ts';

/** The Put of a purchase marker: usable as `{ Put: ... }` in a TransactWriteItems call or as a PutCommand input. */
export interface PurchaseMarkerPut {
  TableName: string;
  Item: Record<string, unknown>;
}

/**
 * "This user bought this plan", one item per user and plan (buying another package of the same plan
 * rewrites it: still bought). Written when an order completes; read for verified-purchase reviews.
 */
export function purchasesRepository(db: DynamoDBDocumentClient, table: string) {
  const key = (sub: string, planId: string) => tableKey(purchaseKeys.pk(sub), purchaseKeys.sk(planId));

  const purchaseMarkerPut = (sub: string, planId: string, orderId: string, paidAt: string): PurchaseMarkerPut => ({
    TableName: table,
    Item: { ...key(sub, planId), entity: 'purchase', plan_id: planId, order_id: orderId, paid_at: paidAt },
  });

  return {
    /** The marker's Put, for the payment completion to include in its own write (decision 0008). */
    purchaseMarkerPut,

    /** Writes the marker on its own (idempotent: the same order writes the same item). */
    async recordPurchase(sub: string, planId: string, orderId: string, paidAt: string): Promise<void> {
      await db.send(new PutCommand(purchaseMarkerPut(sub, planId, orderId, paidAt)));
    },

    /**
     * Removes the marker a refunded order wrote, only while it is that order's (a later purchase of another package
     * of the plan rewrote it, and that purchase still stands). Idempotent.
     */
    async removePurchase(sub: string, planId: string, orderId: string): Promise<void> {
      await deleteWhen(db, table, key(sub, planId), when('#order_id = :order', { ':order': orderId }));
    },

    /**
     * Removes the marker while it names one of `orderIds` (orders known not to stand): a marker a purchase completed
     * meanwhile wrote names another order and stays. Idempotent.
     */
    async removePurchaseOf(sub: string, planId: string, orderIds: readonly string[]): Promise<void> {
      const ids = orderIds.slice(0, 100);
      if (ids.length === 0) return;
      const values = Object.fromEntries(ids.map((id, i) => [`:o${i}`, id]));
      await deleteWhen(db, table, key(sub, planId), when(`#order_id IN (${Object.keys(values).join(', ')})`, values));
    },

    async hasPurchased(sub: string, planId: string): Promise<boolean> {
      const { Item } = await db.send(
        new GetCommand({
          TableName: table,
          Key: key(sub, planId),
          ProjectionExpression: '#sk',
          ExpressionAttributeNames: { '#sk': TABLE_KEYS.sort },
        }),
      );
      return !!Item;
    },
  };
}

export type PurchasesRepository = ReturnType<typeof purchasesRepository>;
