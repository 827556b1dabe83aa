import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { EXIT_WITH_PARENT, stopChild } from './child-process.ts';
import { confirmationCodeCollector } from './cognito-codes.ts';

const cognitoLocalStart = join(
  dirname(createRequire(import.meta.url).resolve('cognito-local/package.json')),
  'lib/bin/start.js',
);

const READY_TIMEOUT_MS = 15_000;
/** cognito-local has once exited during start-up without a word (1 run in ~20); a second try has always worked. */
const START_ATTEMPTS = 3;

class ExitedBeforeReady extends Error {}

async function waitUntilHealthy(endpoint: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new ExitedBeforeReady(`cognito-local exited before it was ready:\n${output()}`);
    }
    try {
      const response = await fetch(`${endpoint}/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  throw new Error(`cognito-local did not answer ${endpoint}/health within ${READY_TIMEOUT_MS / 1000} s:\n${output()}`);
}

/**
 * cognito-local as a child process. Its working directory is `directory`, so it keeps its pools and
 * users under `directory/.cognito`; its log goes to `directory/cognito-local.log` and the codes it
 * would email land in `mailDirectory`.
 */
export async function startCognito(options: CognitoOptions) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startCognitoOnce(options);
    } catch (error) {
      if (!(error instanceof ExitedBeforeReady) || attempt >= START_ATTEMPTS) throw error;
      if (!options.quiet) console.warn(`${error.message}\nStarting cognito-local again (attempt ${attempt + 1}).`);
    }
  }
}

interface CognitoOptions {
  directory: string;
  mailDirectory: string;
  port: number;
  quiet?: boolean;
  /**
   * The pool's Lambda triggers: where Lambda's Invoke API answers (local/cognito-triggers.ts) and the function
   * each trigger names, e.g. { CustomMessage: 'account-messages' }. Without it cognito-local runs none.
   */
  triggers?: { lambdaEndpoint: string; functions: Record<string, string> };
}

/**
 * cognito-local's own config (`.cognito/config.json` under its working directory), written on every start: the
 * triggers' endpoint is a fresh port each time.
 */
async function writeConfig(options: CognitoOptions): Promise<void> {
  const configDirectory = join(options.directory, '.cognito');
  await mkdir(configDirectory, { recursive: true });
  const config = options.triggers
    ? {
        TriggerFunctions: options.triggers.functions,
        LambdaClient: { endpoint: options.triggers.lambdaEndpoint, region: 'local' },
      }
    : {};
  await writeFile(join(configDirectory, 'config.json'), `${JSON.stringify(config, null, 2)}\n`);
}

async function startCognitoOnce(options: CognitoOptions) {
  await mkdir(options.directory, { recursive: true });
  await writeConfig(options);
  const endpoint = `http://127.0.0.1:${options.port}`;
  const log = createWriteStream(join(options.directory, 'cognito-local.log'), { flags: 'a' });
  let stderr = '';

  const child = spawn(process.execPath, ['--import', EXIT_WITH_PARENT, cognitoLocalStart], {
    cwd: options.directory,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(options.port),
      DEBUG: '',
      AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  // Written, not piped: a pipe pauses stdout while the file catches up, and the codes with it.
  child.stdout?.on('data', (chunk: Buffer) => log.write(chunk));
  // Kept (the last few KB) so a start that fails says why: cognito-local reports some failures on stdout.
  let stdout = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout = (stdout + chunk.toString()).slice(-4000);
  });
  child.stdout?.on(
    'data',
    confirmationCodeCollector(options.mailDirectory, options.quiet ? undefined : (message) => console.log(message)),
  );
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    log.write(chunk);
    if (!options.quiet) process.stderr.write(`[cognito-local] ${chunk}`);
  });

  const stop = async () => {
    process.off('exit', killOnExit);
    await stopChild(child);
    await new Promise<void>((resolve) => log.end(resolve));
  };

  try {
    await waitUntilHealthy(
      endpoint,
      child,
      () => `${stdout}${stderr}` || `(no output; exit ${child.exitCode ?? child.signalCode})`,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { endpoint, child, stop };
}
