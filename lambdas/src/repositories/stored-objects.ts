import { DeleteObjectCommand, GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { headObject, isMissingObject } from './s3-object-head.ts';

/**
 * Objects of one bucket that staff manage, read and removed. Kept apart from the presigned-POST uploads
 * (stored-files.ts) so the plan write and delete handlers do not bundle @aws-sdk/s3-presigned-post.
 */
export function storedObjects(s3: S3Client, bucket: string) {
  return {
    /** The first `count` bytes of an object (a ranged GET), or undefined when there is no such object. */
    async firstBytes(key: string, count: number): Promise<Uint8Array | undefined> {
      try {
        const { Body } = await s3.send(
          new GetObjectCommand({ Bucket: bucket, Key: key, Range: `bytes=0-${count - 1}` }),
        );
        return Body ? (await Body.transformToByteArray()).subarray(0, count) : new Uint8Array();
      } catch (error) {
        if (isMissingObject(error)) return undefined;
        // An empty object has no byte 0 to range over.
        if ((error as Error)?.name === 'InvalidRange') return new Uint8Array();
        throw error;
      }
    },

    /** Whether an object is stored under the key (a HEAD; the function's List grant makes a missing key 404). */
    async exists(key: string): Promise<boolean> {
      return (await headObject(s3, bucket, key)) !== undefined;
    },

    /** Deletes each key; S3 answers success for a key that is already gone. */
    async remove(keys: readonly string[]): Promise<void> {
      for (const key of keys) await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
  };
}

export type StoredObjects = ReturnType<typeof storedObjects>;
