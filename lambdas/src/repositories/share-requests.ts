import type { S3Client } from '@aws-sdk/client-s3';
import { type ShareRequest, shareRequestKey } from '@shop/shared/pictures/share-image';
import { putLambdaRequest } from './lambda-requests.ts';

/** Share requests put in the images bucket, where their S3 event runs the picture Lambda (decision 0058). */
export function shareRequests(s3: S3Client, bucket: string) {
  return {
    async ask(request: ShareRequest, digest: string): Promise<void> {
      const key = shareRequestKey(request.planId, digest);
      await putLambdaRequest(s3, { bucket, key, body: request, cacheControl: 'no-store' });
    },
  };
}

export type ShareRequests = ReturnType<typeof shareRequests>;
