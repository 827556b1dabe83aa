import { DeleteObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { DeleteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { DELIVERY_PREFIX } from '@shop/shared/orders/delivery-location';
import { orderKeys } from '../db/table-design.ts';
import { tableKey } from '../db/table-keys.ts';

/**
 * Takes an order's delivery away: its record first (so no page load serves keys that are about to go, and the next
 * one after a re-opening asks for a new delivery), then every object under the order's delivery folder. A presigned
 * link to a deleted object answers 403/404 on S3 whatever expiry it states, which is what ends a refunded buyer's
 * earlier links. A few objects per order, so one DeleteObject each. Idempotent.
 */
export function deliveryRemoval(db: DynamoDBDocumentClient, table: string, s3: S3Client, bucket: string) {
  return {
    async remove(orderId: string): Promise<void> {
      await db.send(
        new DeleteCommand({ TableName: table, Key: tableKey(orderKeys.pk(orderId), orderKeys.deliverySk) }),
      );
      let token: string | undefined;
      do {
        const page = await s3.send(
          new ListObjectsV2Command({
            Bucket: bucket,
            Prefix: `${DELIVERY_PREFIX}${orderId}/`,
            ContinuationToken: token,
          }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key) await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: object.Key }));
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}

export type DeliveryRemoval = ReturnType<typeof deliveryRemoval>;
