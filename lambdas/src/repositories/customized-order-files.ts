import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { updateWhen } from '../db/conditional-writes.ts';
import { orderKeys } from '../db/table-design.ts';
import { tableKey } from '../db/table-keys.ts';
import type { OrderFile, StoredOrder } from './order-item.ts';

/**
 * Adds drawings customized for the buyer to their completed order's files (decision 0062), only while the order is
 * completed and still has the files it was read with: two deliveries racing on one order never drop each other's
 * files (the loser reads again). The delivery pipeline then stamps them as any file of the order.
 */
export function customizedOrderFiles(db: DynamoDBDocumentClient, table: string) {
  return {
    async append(order: StoredOrder, files: readonly OrderFile[]): Promise<boolean> {
      const updated = await updateWhen(db, table, tableKey(orderKeys.pk(order.id), orderKeys.sk), {
        UpdateExpression: 'SET #files = list_append(#files, :new)',
        ConditionExpression: '#status = :completed AND size(#files) = :count',
        ExpressionAttributeNames: { '#files': 'files', '#status': 'status' },
        ExpressionAttributeValues: { ':new': [...files], ':completed': 'completed', ':count': order.files.length },
      });
      return updated !== undefined;
    },
  };
}

export type CustomizedOrderFiles = ReturnType<typeof customizedOrderFiles>;
