import type { S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';

export interface UploadPolicy {
  /** The exact object key the upload must use. */
  key: string;
  /** The exact Content-Type the upload must declare. */
  contentType: string;
  /** Largest accepted file in bytes (the smallest is 1 byte). */
  maxBytes: number;
  expiresInSeconds: number;
  /** Stored with the object and sent back when it is served. */
  cacheControl: string;
}

export interface PresignedPost {
  url: string;
  fields: Record<string, string>;
}

/**
 * Presigned POSTs into the public images bucket. S3 itself refuses an upload that breaks the policy's
 * conditions, so key, type and size hold whatever the browser does.
 */
export function imageUploads(s3: S3Client, bucket: string) {
  return {
    presignPost(policy: UploadPolicy): Promise<PresignedPost> {
      return createPresignedPost(s3, {
        Bucket: bucket,
        Key: policy.key,
        Conditions: [
          ['eq', '$key', policy.key],
          ['eq', '$Content-Type', policy.contentType],
          ['eq', '$Cache-Control', policy.cacheControl],
          ['content-length-range', 1, policy.maxBytes],
        ],
        Fields: { 'Content-Type': policy.contentType, 'Cache-Control': policy.cacheControl },
        Expires: policy.expiresInSeconds,
      });
    },
  };
}

export type ImageUploads = ReturnType<typeof imageUploads>;
