import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, createWriteStream, openSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../ports.ts';
import { EXIT_WITH_PARENT, stopChild } from './child-process.ts';
import { writeCognitoAddOns } from './cognito-add-ons.ts';
import { startCognitoGuard } from './cognito-guard-proxy.ts';

const cognitoLocalStart = join(
  dirname(createRequire(import.meta.url).resolve('cognito-local/package.json')),
  'lib/bin/start.js',
);

// Generous: on a busy 2-core machine (two test files at once) the child can take a while to load.
const READY_TIMEOUT_MS = 60_000;
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
 * would email land in `mailDirectory`, written by cognito-mail-sender.ts inside the child.
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
async function writeConfig(options: CognitoOptions, issuerDomain: string): Promise<void> {
  const configDirectory = join(options.directory, '.cognito');
  await mkdir(configDirectory, { recursive: true });
  const config = {
    // Tokens name the address clients use (the guard's), not cognito-local's own port behind it.
    TokenConfig: { IssuerDomain: issuerDomain },
    ...(options.triggers
      ? {
          TriggerFunctions: options.triggers.functions,
          LambdaClient: { endpoint: options.triggers.lambdaEndpoint, region: 'local' },
        }
      : {}),
  };
  await writeFile(join(configDirectory, 'config.json'), `${JSON.stringify(config, null, 2)}\n`);
}

async function startCognitoOnce(options: CognitoOptions) {
  await mkdir(options.directory, { recursive: true });
  // cognito-local listens on a port of its own; the stack's Cognito port is the guard in front of it
  // (cognito-guard-proxy.ts), which slows guessers down as Cognito does.
  const endpoint = `http://127.0.0.1:${options.port}`;
  const internalPort = await freePort();
  const internal = `http://127.0.0.1:${internalPort}`;
  await writeConfig(options, endpoint);
  // The mail sender (each code to the mailbox) and the calls cognito-local lacks; see cognito-add-ons.ts.
  const addOns = await writeCognitoAddOns(options.directory);
  const logPath = join(options.directory, 'cognito-local.log');
  // The child's stdout goes straight to the log file: nothing it says has to be read by us, so a busy stack can
  // neither hold the emulator back nor fall behind it.
  const stdoutFd = openSync(logPath, 'a');
  const log = createWriteStream(logPath, { flags: 'a' });
  let stderr = '';

  const child = spawn(
    process.execPath,
    [...addOns.flatMap((url) => ['--import', url]), '--import', EXIT_WITH_PARENT, cognitoLocalStart],
    {
      cwd: options.directory,
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(internalPort),
        DEBUG: '',
        AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1',
        COGNITO_MAIL_DIR: options.mailDirectory,
        COGNITO_ANNOUNCE_CODES: options.quiet ? '0' : '1',
      },
      stdio: ['ignore', stdoutFd, 'pipe', 'ipc'],
    },
  );
  closeSync(stdoutFd);
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  // The log's end, so a start that fails says why: cognito-local reports some failures on stdout.
  const stdout = () => {
    try {
      return readFileSync(logPath, 'utf8').slice(-4000);
    } catch {
      return '';
    }
  };
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
    log.write(chunk);
    if (!options.quiet) process.stderr.write(`[cognito-local] ${chunk}`);
  });

  let guard: Awaited<ReturnType<typeof startCognitoGuard>> | undefined;
  const stop = async () => {
    process.off('exit', killOnExit);
    await guard?.stop();
    await stopChild(child);
    await new Promise<void>((resolve) => log.end(resolve));
  };

  try {
    await waitUntilHealthy(
      internal,
      child,
      () => `${stdout()}${stderr}` || `(no output; exit ${child.exitCode ?? child.signalCode})`,
    );
    guard = await startCognitoGuard({ port: options.port, upstream: internal });
  } catch (error) {
    await stop();
    throw error;
  }
  return { endpoint, child, stop };
}
