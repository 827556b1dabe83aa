import type { ChildProcess } from 'node:child_process';

/**
 * Preloaded into emulator children: with an IPC channel open to us, the child exits when we do, even
 * when we are killed without a chance to stop it, so no orphan keeps the port.
 */
export const EXIT_WITH_PARENT = 'data:text/javascript,if(process.send)process.on("disconnect",()=>process.exit(0))';

/** Asks a child to stop, and kills it if it has not within 3 s. */
export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 3000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
