import { mkdir } from 'node:fs/promises';
import type { S3Event } from 'aws-lambda';
import S3rver from 's3rver';
import { closeServer } from './close-server.ts';
import { makeListingsPage } from './s3-list-continuation.ts';
import { makeObjectWritesWhole } from './s3-whole-writes.ts';

/** s3rver keeps objects as files under `directory`, so they survive a restart. */
export async function startS3(options: { directory: string; port: number }) {
  await mkdir(options.directory, { recursive: true });
  const s3rver = new S3rver({ address: '127.0.0.1', port: options.port, directory: options.directory, silent: true });
  makeObjectWritesWhole(s3rver.store);
  makeListingsPage(s3rver);
  await s3rver.run();
  return {
    endpoint: `http://127.0.0.1:${options.port}`,
    /** s3rver's own S3 event notifications (ObjectCreated:Put/Post/Copy, ObjectRemoved:Delete), in the AWS shape. */
    onEvent(listener: (event: S3Event) => void) {
      s3rver.on('event', listener);
    },
    stop: async () => {
      if (s3rver.httpServer) await closeServer(s3rver.httpServer);
    },
  };
}
