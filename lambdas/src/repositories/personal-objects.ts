import { DeleteObjectsCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { ORIGINALS_PREFIX, PICTURE_ERRORS_PREFIX } from '@shop/shared/pictures/picture-keys';

/** Where one person's pictures live in the images bucket: the private originals, the served variants, the errors. */
export function personalPicturePrefixes(sub: string): string[] {
  return [`${ORIGINALS_PREFIX}avatars/${sub}/`, `images/avatars/${sub}/`, `${PICTURE_ERRORS_PREFIX}avatars/${sub}/`];
}

/** A person's own objects in one bucket: listed and deleted by prefix, a page (at most 1,000 keys) at a time. */
export function personalObjects(s3: S3Client, bucket: string) {
  return {
    /** Deletes every object under the prefixes; answers how many went. */
    async removeUnder(prefixes: readonly string[]): Promise<number> {
      let removed = 0;
      for (const prefix of prefixes) {
        let token: string | undefined;
        do {
          const page = await s3.send(
            new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
          );
          const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
          if (keys.length) {
            await s3.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keys, Quiet: true } }));
            removed += keys.length;
          }
          token = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (token);
      }
      return removed;
    },
  };
}

export type PersonalObjects = ReturnType<typeof personalObjects>;
