import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { claimableRange, claimPorts, DEFAULT_PORTS, freePort } from '../ports.ts';

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

  it('never hands out the same port twice in one process, even before the first one is bound', async () => {
    // A stack probes all its ports before binding any: 400 picks from one worker's slice would repeat without this.
    const picked = await Promise.all(Array.from({ length: 400 }, () => freePort()));
    expect(new Set(picked).size).toBe(picked.length);
  });

  it('gives parallel test workers slices of the range that do not overlap', () => {
    const slices = ['1', '2', '3', '4', '5', '6', '7', '8'].map((id) => claimableRange(id));
    for (const [i, slice] of slices.entries()) {
      expect(slice.from).toBeGreaterThanOrEqual(20000);
      expect(slice.to).toBeLessThan(32768);
      for (const other of slices.slice(i + 1)) expect(slice.to < other.from || other.to < slice.from).toBe(true);
    }
    expect(claimableRange('')).toEqual({ from: 20000, to: 32767 });
  });
});
