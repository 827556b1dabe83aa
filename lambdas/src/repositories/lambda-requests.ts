import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';

/**
 * Puts a small JSON object whose creation runs a Lambda through its bucket's event: how a delivery, a share picture
 * or an import row is asked for.
 */
export async function putLambdaRequest(
  s3: S3Client,
  request: { bucket: string; key: string; body: unknown; cacheControl?: string },
): Promise<void> {
  await s3.send(
    new PutObjectCommand({
      Bucket: request.bucket,
      Key: request.key,
      Body: JSON.stringify(request.body),
      ContentType: 'application/json',
      ...(request.cacheControl ? { CacheControl: request.cacheControl } : {}),
    }),
  );
}
