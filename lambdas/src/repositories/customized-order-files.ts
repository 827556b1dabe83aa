import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { updateWhen } from '../db/conditional-writes.ts';
import { orderKeys } from '../db/table-design.ts';
import { tableKey } from '../db/table-keys.ts';
import type { OrderFile, StoredOrder } from './order-item.ts';

/**
 * Adds drawings customized for the buyer to their completed order's files (decision 0062), only while the order is
 * completed and still has the files and window end it was read with: two deliveries (or a delivery and the buyer's
 * reopening) racing on one order never drop each other's writes (the loser reads again). The same write sets the
 * window's end the caller decided (`expiresAt`). The delivery pipeline then stamps the files as any of the order's.
 */
export function customizedOrderFiles(db: DynamoDBDocumentClient, table: string) {
  return {
    async append(order: StoredOrder, files: readonly OrderFile[], expiresAt: string): Promise<boolean> {
      const updated = await updateWhen(db, table, tableKey(orderKeys.pk(order.id), orderKeys.sk), {
        UpdateExpression: 'SET #files = list_append(#files, :new), #expires = :expires',
        ConditionExpression: '#status = :completed AND size(#files) = :count AND #expires = :was',
        ExpressionAttributeNames: { '#files': 'files', '#status': 'status', '#expires': 'expires_at' },
        ExpressionAttributeValues: {
          ':new': [...files],
          ':completed': 'completed',
          ':count': order.files.length,
          ':expires': expiresAt,
          ':was': order.expires_at ?? null,
        },
      });
      return updated !== undefined;
    },
  };
}

export type CustomizedOrderFiles = ReturnType<typeof customizedOrderFiles>;
