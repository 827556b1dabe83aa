import type { S3Client } from '@aws-sdk/client-s3';
import { imageUploads } from './image-uploads.ts';
import { storedObjects } from './stored-objects.ts';

/**
 * Objects of one bucket that staff manage: presigned POST uploads (the same pinned-key, pinned-type,
 * bounded-size policy as avatars) and removal.
 */
export function storedFiles(s3: S3Client, bucket: string) {
  return { presignPost: imageUploads(s3, bucket).presignPost, ...storedObjects(s3, bucket) };
}

export type StoredFiles = ReturnType<typeof storedFiles>;
