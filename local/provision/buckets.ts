import { CreateBucketCommand, HeadBucketCommand, PutBucketCorsCommand, type S3Client } from '@aws-sdk/client-s3';
import { BUCKET_CORS, BUCKETS } from '@shop/infra/definitions/bucket-definitions';

export const LOCAL_BUCKETS = {
  images: BUCKETS.images.localName,
  planFiles: BUCKETS.planFiles.localName,
} as const;

async function bucketExists(client: S3Client, bucket: string): Promise<boolean> {
  try {
    await client.send(new HeadBucketCommand({ Bucket: bucket }));
    return true;
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status === 404 || (error as Error).name === 'NotFound') return false;
    throw error;
  }
}

/** Creates the images and plan-files buckets (if missing) with the CORS rules the stack defines. */
export async function ensureBuckets(client: S3Client): Promise<void> {
  for (const bucket of Object.values(LOCAL_BUCKETS)) {
    if (!(await bucketExists(client, bucket))) await client.send(new CreateBucketCommand({ Bucket: bucket }));
    await client.send(
      new PutBucketCorsCommand({
        Bucket: bucket,
        CORSConfiguration: {
          CORSRules: [
            {
              // Offline the web app's origin moves with PORT_WEB, so any origin may call.
              AllowedOrigins: ['*'],
              AllowedMethods: [...BUCKET_CORS.allowedMethods],
              AllowedHeaders: [...BUCKET_CORS.allowedHeaders],
              ExposeHeaders: [...BUCKET_CORS.exposedHeaders],
              MaxAgeSeconds: BUCKET_CORS.maxAgeSeconds,
            },
          ],
        },
      }),
    );
  }
}
