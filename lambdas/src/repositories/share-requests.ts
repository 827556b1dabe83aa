import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { type ShareRequest, shareRequestKey } from '@shop/shared/pictures/share-image';

/** Share requests put in the images bucket, where their S3 event runs the picture Lambda (decision 0058). */
export function shareRequests(s3: S3Client, bucket: string) {
  return {
    async ask(request: ShareRequest, digest: string): Promise<void> {
      await s3.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: shareRequestKey(request.planId, digest),
          Body: JSON.stringify(request),
          ContentType: 'application/json',
          CacheControl: 'no-store',
        }),
      );
    },
  };
}

export type ShareRequests = ReturnType<typeof shareRequests>;
