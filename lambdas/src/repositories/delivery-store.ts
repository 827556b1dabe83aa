import type { Readable } from 'node:stream';
import { CopyObjectCommand, GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { UPLOAD_PART_BYTES, UPLOAD_QUEUE_SIZE } from '../outbound/call-budgets.ts';
import { headObject } from './s3-object-head.ts';

/**
 * The plan-files bucket as the delivery Lambda uses it: read plan files, write the order's copies. Writes go through
 * `writer`, a client with the per-part budget (call-budgets.ts): a stamped 50 MB PDF or a 150 MB ZIP is sent as a
 * multipart upload whose parts each get their own timeout and retries, where one PutObject under a route's few
 * seconds would never finish.
 */
export function deliveryStore(s3: S3Client, bucket: string, writer: S3Client = s3) {
  async function upload(key: string, body: Uint8Array | Readable, contentType: string): Promise<void> {
    // A body within one part is sent as a single PutObject.
    await new Upload({
      client: writer,
      params: { Bucket: bucket, Key: key, Body: body, ContentType: contentType },
      queueSize: UPLOAD_QUEUE_SIZE,
      partSize: UPLOAD_PART_BYTES,
    }).done();
  }

  return {
    /** Whether the object is there, and (with `since`) was written since then: older copies are due to expire. */
    async exists(key: string, since?: Date): Promise<boolean> {
      const head = await headObject(s3, bucket, key);
      if (!head) return false;
      return !since || (head.lastModified !== undefined && head.lastModified.getTime() >= since.getTime());
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
      await upload(key, body, contentType);
    },

    /** Streams a body of unknown length (the ZIP), so hundreds of megabytes never sit whole in memory. */
    async writeStream(key: string, body: Readable, contentType: string): Promise<void> {
      await upload(key, body, contentType);
    },
  };
}

export type DeliveryStore = ReturnType<typeof deliveryStore>;
