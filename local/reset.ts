import { existsSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { join } from 'node:path';
import { resolvePorts } from './ports.ts';
import { DEFAULT_DATA_DIR } from './stack.ts';

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port, timeout: 1000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

/** The API port of the last run (from stack.json), and the one a run would use now. */
function apiPorts(dataDir: string): number[] {
  const ports = new Set([resolvePorts().api]);
  try {
    const info = JSON.parse(readFileSync(join(dataDir, 'stack.json'), 'utf8'));
    ports.add(Number(new URL(info.api).port));
  } catch {
    // no stack.json: only the configured port is known
  }
  return [...ports];
}

/** `npm run reset`: wipes the offline stack's data, unless the stack still seems to be running on it. */
const dataDir = DEFAULT_DATA_DIR;
if (!existsSync(dataDir)) {
  console.log(`[local] Nothing to reset: ${dataDir} does not exist.`);
} else {
  for (const port of apiPorts(dataDir)) {
    if (await answers(port)) {
      console.error(
        `[local] Port ${port} answers, so the offline stack seems to be running: stop it (Ctrl+C where npm start runs) before npm run reset.`,
      );
      process.exit(1);
    }
  }
  await rm(dataDir, { recursive: true, force: true });
  console.log(`[local] Removed ${dataDir}. The next npm start creates and seeds everything again.`);
}
