import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startStack } from '../../local/stack.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data folder the offline stack has seeded once for this run (see `seedOnce`). */
    seededDataDir?: string;
    /** Where a test file's stack moves its data folder when it stops, to be deleted apart from the file (see `stop`). */
    stackTrashDir?: string;
  }
}

/**
 * One seeded folder for every project of a run that asks for it, and one folder the files' stacks move their data
 * folders to when they stop, both removed after the last of them.
 */
interface SharedSeed {
  dataDir: Promise<string>;
  trashDir: string;
  users: number;
}

// Each project loads its global setup as a module of its own; the run's main process is what they share.
const SHARED = Symbol.for('shop.seededData');
const shared = globalThis as { [SHARED]?: SharedSeed };

async function seed(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-seeded-'));
  const stack = await startStack({
    dataDir,
    ports: { web: 0, api: 0, dynamodb: 0, s3: 0, cognito: 0 },
    web: 'none',
    quiet: true,
  });
  await stack.stop();
  return dataDir;
}

/**
 * Vitest global setup of the integration and browser tests: the stack seeds the shop (plans with their pictures and
 * files, demo users with their authenticators) once, into a folder each test file's stack then starts from a copy
 * of. Seeding is most of a stack's start; every file still gets a shop of its own that no other file touches. Two
 * projects in one run (integration files side by side, and those kept alone) share one seeding.
 */
export default async function seedOnce(project: TestProject): Promise<() => void> {
  shared[SHARED] ??= { dataDir: seed(), trashDir: mkdtempSync(join(tmpdir(), 'shop-trash-')), users: 0 };
  const seeding = shared[SHARED];
  seeding.users += 1;
  const dataDir = await seeding.dataDir;
  project.provide('seededDataDir', dataDir);
  project.provide('stackTrashDir', seeding.trashDir);
  return () => {
    seeding.users -= 1;
    if (seeding.users > 0) return;
    delete shared[SHARED];
    rmSync(dataDir, { recursive: true, force: true });
    // Whatever the files' own deletions have not finished yet (they may still be running beside this).
    rmSync(seeding.trashDir, { recursive: true, force: true, maxRetries: 5 });
  };
}

/** Fills a new stack's data folder with the run's seeded shop, when the run has one. */
export function copySeededData(dataDir: string, seeded: string | undefined): void {
  if (seeded) cpSync(seeded, dataDir, { recursive: true });
}
