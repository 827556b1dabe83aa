import { randomUUID } from 'node:crypto';
import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { DELIVERY_REQUESTS_PREFIX, deliveryKeys } from '../domain/deliveries/delivery-keys.ts';

/**
 * Asks for an order's delivery: a small object whose creation invokes the delivery Lambda, as an upload invokes
 * the picture Lambda (docs/decisions/0019). Kept apart from delivery-store.ts so the download route does not bundle
 * the upload and ZIP code.
 */
export function deliveryRequests(s3: S3Client, bucket: string) {
  return {
    async send(orderId: string, fingerprint: string): Promise<void> {
      await s3.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: deliveryKeys.request(orderId),
          Body: JSON.stringify({ orderId, fingerprint }),
          ContentType: 'application/json',
        }),
      );
    },

    /** Asks for the buyers' notices of a revised plan file (one request per revision). */
    async sendRevision(notice: { kind: 'revision'; planId: string; replaces: string; key: string }): Promise<void> {
      await s3.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: `${DELIVERY_REQUESTS_PREFIX}revision-${notice.planId}-${randomUUID()}.json`,
          Body: JSON.stringify(notice),
          ContentType: 'application/json',
        }),
      );
    },
  };
}

export type DeliveryRequests = ReturnType<typeof deliveryRequests>;
