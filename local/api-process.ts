import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { EXIT_WITH_PARENT, stopChild } from './emulators/child-process.ts';

const REPO_ROOT = fileURLToPath(new URL('../', import.meta.url));
const CHILD_ENTRY = fileURLToPath(new URL('./api-process-child.ts', import.meta.url));

export interface ApiProcessOptions {
  port: number;
  issuer: string;
  clientId: string;
  quiet?: boolean;
  /** The handlers' environment (handler-environment.ts), set in the child before any handler loads. */
  env: Record<string, string>;
  /** Extra node flags for the child, e.g. ['--cpu-prof', '--cpu-prof-dir=/tmp/x'] to profile it under load. */
  execArgv?: string[];
}

/**
 * The local API adapter and every handler in a Node process of their own, so that whatever else runs in
 * the caller's process (a load generator, the emulators kept in-process) does not share their event loop.
 * In AWS each handler runs in its own Lambda; one process for all of them is the nearest cheap stand-in.
 */
export async function startApiProcess(options: ApiProcessOptions) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--import', EXIT_WITH_PARENT, ...(options.execArgv ?? []), CHILD_ENTRY],
    {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        ...options.env,
        LOCAL_API_OPTIONS: JSON.stringify({
          port: options.port,
          issuer: options.issuer,
          clientId: options.clientId,
          quiet: options.quiet ?? false,
        }),
      },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  await new Promise<void>((resolve, reject) => {
    child.once('message', (message: { ready?: boolean; error?: string }) => {
      if (message.ready) resolve();
      else reject(new Error(`The API adapter process failed to start: ${message.error}`));
    });
    child.once('exit', (code) =>
      reject(new Error(`The API adapter process exited before it was ready (code ${code})`)),
    );
  });
  return {
    url: `http://127.0.0.1:${options.port}`,
    stop: async () => {
      process.off('exit', killOnExit);
      await stopChild(child);
    },
  };
}
