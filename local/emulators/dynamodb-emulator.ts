import { spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { EXIT_WITH_PARENT, stopChild } from './child-process.ts';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Runs in the child: dynalite on the given port and path; on SIGTERM it stops taking connections and
 * lets running requests finish, and dynalite closes its LevelDB when the server closes. A server error before it
 * listens (a busy port) ends it; one after it is only written out, so a failed connection never takes the table
 * away from everything else.
 */
const CHILD_SOURCE = `
const [port, path] = process.argv.slice(-2);
const server = require('dynalite')({ path, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
let listening = false;
server.on('error', (error) => {
  if (listening) return console.error('dynalite: ' + String(error));
  process.send({ error: error.code === 'EADDRINUSE' ? 'busy' : String(error) });
  process.exit(1);
});
server.listen(Number(port), '127.0.0.1', () => { listening = true; process.send({ ready: true }); });
process.on('SIGTERM', () => { server.close(() => process.exit(0)); server.closeIdleConnections(); });
`;

/**
 * dynalite in its own process, as DynamoDB is a separate service from the Lambdas: handler work and
 * database work then use both cores, as they would in AWS. With a path its LevelDB files survive a
 * restart.
 */
export async function startDynamoDb(options: { path: string; port: number }) {
  await mkdir(options.path, { recursive: true });
  const child = spawn(
    process.execPath,
    ['--import', EXIT_WITH_PARENT, '--eval', CHILD_SOURCE, '--', String(options.port), options.path],
    { cwd: REPO_ROOT, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  );
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  let stopping = false;
  const stop = async () => {
    stopping = true;
    process.off('exit', killOnExit);
    await stopChild(child);
  };
  await new Promise<void>((resolve, reject) => {
    child.once('message', (message: { ready?: boolean; error?: string }) => {
      if (message.ready) resolve();
      else
        reject(
          new Error(message.error === 'busy' ? `Port ${options.port} is busy` : `dynalite failed: ${message.error}`),
        );
    });
    child.once('exit', (code) => reject(new Error(`dynalite exited before it was ready (code ${code})`)));
  });
  // Every later call would be refused (ECONNREFUSED, a 503 from the routes): say why, once, where it happened.
  child.once('exit', (code, signal) => {
    if (!stopping)
      console.error(`dynalite stopped on its own (exit code ${code}, signal ${signal}) at ${options.port}`);
  });
  return { endpoint: `http://127.0.0.1:${options.port}`, stop };
}
