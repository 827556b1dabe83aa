import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { oncePerDataFolder } from '../provision/once-per-data-folder.ts';

describe('oncePerDataFolder', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'once-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('runs the task at the first start only', async () => {
    const marker = join(dir, 'markers', 'task.done');
    let runs = 0;
    const task = async () => {
      runs += 1;
    };
    expect(await oncePerDataFolder(marker, task)).toBe(true);
    expect(await oncePerDataFolder(marker, task)).toBe(false);
    expect(runs).toBe(1);
  });

  it('tries a failed task again at the next start', async () => {
    const marker = join(dir, 'task.done');
    await expect(
      oncePerDataFolder(marker, async () => {
        throw new Error('emulator down');
      }),
    ).rejects.toThrow('emulator down');
    let ran = false;
    expect(
      await oncePerDataFolder(marker, async () => {
        ran = true;
      }),
    ).toBe(true);
    expect(ran).toBe(true);
  });
});
