import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { headObject, isMissingObject } from './s3-object-head.ts';

/** Variant keys hold a new uuid each, so browsers and CloudFront may keep them for good. */
export const VARIANT_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The images bucket as the picture Lambda and the upload status check see it. */
export function pictureStore(s3: S3Client, bucket: string) {
  return {
    /** An object's bytes, or undefined when it is gone (a retried event after the original was removed). */
    async read(key: string): Promise<Uint8Array | undefined> {
      try {
        const { Body } = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return Body ? await Body.transformToByteArray() : new Uint8Array();
      } catch (error) {
        if (isMissingObject(error)) return undefined;
        throw error;
      }
    },

    async exists(key: string): Promise<boolean> {
      return (await headObject(s3, bucket, key)) !== undefined;
    },

    async write(
      key: string,
      bytes: Uint8Array,
      contentType: string,
      cacheControl = VARIANT_CACHE_CONTROL,
    ): Promise<void> {
      await s3.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          CacheControl: cacheControl,
        }),
      );
    },

    async remove(keys: readonly string[]): Promise<void> {
      await Promise.all(keys.map((key) => s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }))));
    },
  };
}

export type PictureStore = ReturnType<typeof pictureStore>;
