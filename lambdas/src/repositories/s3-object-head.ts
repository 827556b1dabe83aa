import { HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3';

/**
 * Whether S3 refused a read because the key holds no object. A HEAD answers a bare 404 named `NotFound` (it has no
 * body to name the error), a GET names it `NoSuchKey`; the status is checked too, for clients that name neither.
 */
export function isMissingObject(error: unknown): boolean {
  const name = (error as Error)?.name;
  return (
    name === 'NoSuchKey' ||
    name === 'NotFound' ||
    (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode === 404
  );
}

/**
 * The stored object's head, or undefined when the key holds none. The caller's role needs s3:ListBucket on the
 * bucket: without it S3 answers a missing key with 403, which is thrown like any other failure.
 */
export async function headObject(
  s3: S3Client,
  bucket: string,
  key: string,
): Promise<{ lastModified?: Date } | undefined> {
  try {
    const head = await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return { lastModified: head?.LastModified };
  } catch (error) {
    if (isMissingObject(error)) return undefined;
    throw error;
  }
}
