import { access, mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * Runs a one-off data migration once for a data folder: a marker file is written when it finishes, so later
 * starts skip it. A run that fails writes no marker and is tried again at the next start. Returns whether it ran.
 */
export async function oncePerDataFolder(marker: string, task: () => Promise<void>): Promise<boolean> {
  if (await exists(marker)) return false;
  await task();
  await mkdir(dirname(marker), { recursive: true });
  await writeFile(marker, `${new Date().toISOString()}\n`);
  return true;
}

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}
