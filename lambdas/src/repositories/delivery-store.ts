import type { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';

/** The plan-files bucket as the delivery Lambda uses it: read plan files, write the order's copies. */
export function deliveryStore(s3: S3Client, bucket: string) {
  return {
    async exists(key: string): Promise<boolean> {
      try {
        await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return true;
      } catch (error) {
        const name = (error as Error)?.name;
        if (name === 'NotFound' || name === 'NoSuchKey') return false;
        throw error;
      }
    },

    async read(key: string): Promise<Uint8Array> {
      const { Body } = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      if (!Body) throw new Error(`Empty object ${key}`);
      return Body.transformToByteArray();
    },

    async readStream(key: string): Promise<Readable> {
      const { Body } = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      if (!Body) throw new Error(`Empty object ${key}`);
      return Body as Readable;
    },

    /** A copy made inside S3 (objects up to 5 GB; plan files are at most 50 MB). */
    async copy(source: string, key: string): Promise<void> {
      await s3.send(
        new CopyObjectCommand({
          Bucket: bucket,
          Key: key,
          CopySource: `${bucket}/${source.split('/').map(encodeURIComponent).join('/')}`,
        }),
      );
    },

    async write(key: string, body: Uint8Array, contentType: string): Promise<void> {
      await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType }));
    },

    /**
     * Streams a body of unknown length into S3 as a multipart upload (5 MB parts, two in flight), so a ZIP of
     * hundreds of megabytes never sits whole in the Lambda's memory.
     */
    async writeStream(key: string, body: Readable, contentType: string): Promise<void> {
      const upload = new Upload({
        client: s3,
        params: { Bucket: bucket, Key: key, Body: body, ContentType: contentType },
        queueSize: 2,
        partSize: 5 * 1024 * 1024,
      });
      await upload.done();
    },
  };
}

export type DeliveryStore = ReturnType<typeof deliveryStore>;
