import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** The parts of s3rver's filesystem store an object write goes through. */
export interface S3rverFileStore {
  getResourcePath(bucket: string, key: string, resource: string): string;
  putMetadata(bucket: string, key: string, metadata: Record<string, string>, md5: string): Promise<void>;
  putObject(object: S3rverObject): Promise<{ size: number; md5: string }>;
}

interface S3rverObject {
  bucket: string;
  key: string;
  metadata: Record<string, string>;
  content: Buffer | NodeJS.ReadableStream;
}

/**
 * s3rver answers a PUT (and sends its ObjectCreated event) before the object's file is flushed: a reader
 * that follows at once, such as the picture Lambda on the event, can get a truncated file. S3 never shows
 * half an object, so writes here go to a temporary file, are awaited to the end, and then renamed into
 * place; the metadata goes first, so the object never appears without its content type.
 */
export function makeObjectWritesWhole(store: S3rverFileStore): void {
  store.putObject = async (object) => {
    const objectPath = store.getResourcePath(object.bucket, object.key, 'object');
    await mkdir(dirname(objectPath), { recursive: true });
    // Not named like an object file, so a listing that meets it skips it.
    const partial = `${objectPath}.${randomUUID()}.partial`;
    const hash = createHash('md5');
    let size = 0;
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        size += chunk.length;
        done(null, chunk);
      },
    });
    const source = Buffer.isBuffer(object.content) ? Readable.from([object.content]) : object.content;
    try {
      await pipeline(source, counted, createWriteStream(partial));
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    const md5 = hash.digest('hex');
    await store.putMetadata(object.bucket, object.key, object.metadata, md5);
    await rename(partial, objectPath);
    return { size, md5 };
  };
}
