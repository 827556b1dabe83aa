import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { updatedIf } from '../db/conditional-writes.ts';
import { allOf, when } from '../db/conditions.ts';
import { type OrderFile, orderEntity, orderIn, type StoredOrder } from './order-item.ts';

/**
 * Adds drawings customized for the buyer to their completed order's files (decision 0062), only while the order is
 * completed and still has the files and window end it was read with: two deliveries (or a delivery and the buyer's
 * reopening) racing on one order never drop each other's writes (the loser reads again). The same write sets the
 * window's end the caller decided (`expiresAt`). The delivery pipeline then stamps the files as any of the order's.
 */
export function customizedOrderFiles(db: DynamoDBDocumentClient, table: string) {
  return {
    async append(order: StoredOrder, files: readonly OrderFile[], expiresAt: string): Promise<boolean> {
      // The condition reads the list's size, so the list exists and the append's start from an empty one never applies.
      return updatedIf(
        db,
        table,
        orderEntity.key({ id: order.id }),
        { ...orderEntity.update({ expires_at: expiresAt }), append: { files: [...files] } },
        allOf(
          orderIn('completed'),
          when('size(#files) = :count AND #expires_at = :was', {
            ':count': order.files.length,
            ':was': order.expires_at ?? null,
          }),
        ),
      );
    },
  };
}

export type CustomizedOrderFiles = ReturnType<typeof customizedOrderFiles>;
