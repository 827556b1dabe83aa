import { randomUUID } from 'node:crypto';
import type { S3Client } from '@aws-sdk/client-s3';
import { DELIVERY_REQUESTS_PREFIX, deliveryKeys } from '../domain/deliveries/delivery-keys.ts';
import { putLambdaRequest } from './lambda-requests.ts';

/**
 * Asks for an order's delivery: a small object whose creation invokes the delivery Lambda, as an upload invokes
 * the picture Lambda (docs/decisions/0019). Kept apart from delivery-store.ts so the download route does not bundle
 * the upload and ZIP code.
 */
export function deliveryRequests(s3: S3Client, bucket: string) {
  return {
    async send(orderId: string, fingerprint: string): Promise<void> {
      await putLambdaRequest(s3, { bucket, key: deliveryKeys.request(orderId), body: { orderId, fingerprint } });
    },

    /** Asks for the buyers' notices of a revised plan file (one request per revision). */
    async sendRevision(notice: { kind: 'revision'; planId: string; replaces: string; key: string }): Promise<void> {
      const key = `${DELIVERY_REQUESTS_PREFIX}revision-${notice.planId}-${randomUUID()}.json`;
      await putLambdaRequest(s3, { bucket, key, body: notice });
    },
  };
}

export type DeliveryRequests = ReturnType<typeof deliveryRequests>;
