import { mkdir } from 'node:fs/promises';
import dynalite from 'dynalite';
import { closeServer, listen } from './close-server.ts';

/** dynalite in-process; with a path its LevelDB files survive a restart. */
export async function startDynamoDb(options: { path: string; port: number }) {
  await mkdir(options.path, { recursive: true });
  const server = dynalite({ path: options.path, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  await listen(server, options.port);
  return {
    endpoint: `http://127.0.0.1:${options.port}`,
    stop: () => closeServer(server),
  };
}
