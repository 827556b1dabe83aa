import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { claimPorts, DEFAULT_PORTS, freePort } from '../ports.ts';

const listenOn = (port: number) =>
  new Promise<() => Promise<void>>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(() => new Promise((done) => server.close(() => done()))));
  });

describe('ports for the offline stack', () => {
  it('hands out ports below the ephemeral range, where outgoing connections never take them, that can be bound', async () => {
    for (let i = 0; i < 20; i++) {
      const port = await freePort();
      expect(port).toBeGreaterThanOrEqual(20000);
      expect(port).toBeLessThan(32768);
      const close = await listenOn(port);
      await close();
    }
  });

  it('replaces ports given as 0 and refuses a fixed port that is taken, naming the variable that moves it', async () => {
    const taken = await freePort();
    const close = await listenOn(taken);
    try {
      const claimed = await claimPorts({ ...DEFAULT_PORTS, api: 0 }, ['api']);
      expect(claimed.api).toBeGreaterThanOrEqual(20000);
      await expect(claimPorts({ ...DEFAULT_PORTS, api: taken }, ['api'])).rejects.toThrow(
        `Port ${taken} (api) is already in use: set PORT_API to another port`,
      );
    } finally {
      await close();
    }
  });
});
