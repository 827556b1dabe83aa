import { mkdir } from 'node:fs/promises';
import S3rver from 's3rver';
import { closeServer } from './close-server.ts';

/** s3rver keeps objects as files under `directory`, so they survive a restart. */
export async function startS3(options: { directory: string; port: number }) {
  await mkdir(options.directory, { recursive: true });
  const s3rver = new S3rver({ address: '127.0.0.1', port: options.port, directory: options.directory, silent: true });
  await s3rver.run();
  return {
    endpoint: `http://127.0.0.1:${options.port}`,
    stop: async () => {
      if (s3rver.httpServer) await closeServer(s3rver.httpServer);
    },
  };
}
