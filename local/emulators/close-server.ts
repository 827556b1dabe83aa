import type { Server } from 'node:http';
import type { Server as NetServer } from 'node:net';

/** How long requests still running may take to finish before their connections are cut. */
const GRACE_MS = 2000;

/**
 * Closes an HTTP server without waiting for clients' keep-alive connections to time out. Requests
 * still running get a short grace period: cutting them at once makes dynalite read from a closed
 * database and crash the process.
 */
export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    const force = setTimeout(() => server.closeAllConnections(), GRACE_MS);
    force.unref();
    server.close((error) => {
      clearTimeout(force);
      if (error && (error as NodeJS.ErrnoException).code !== 'ERR_SERVER_NOT_RUNNING') reject(error);
      else resolve();
    });
    server.closeIdleConnections();
  });
}

export function listen(server: NetServer, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
}
