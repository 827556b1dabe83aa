import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startStack } from '../../local/stack.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data folder the offline stack has seeded once for this run (see `seedOnce`). */
    seededDataDir?: string;
  }
}

/**
 * Vitest global setup of the integration and browser tests: the stack seeds the shop (plans with their pictures and
 * files, demo users with their authenticators) once, into a folder each test file's stack then starts from a copy
 * of. Seeding is most of a stack's start; every file still gets a shop of its own that no other file touches.
 */
export default async function seedOnce(project: TestProject): Promise<() => void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-seeded-'));
  const stack = await startStack({
    dataDir,
    ports: { web: 0, api: 0, dynamodb: 0, s3: 0, cognito: 0 },
    web: 'none',
    quiet: true,
  });
  await stack.stop();
  project.provide('seededDataDir', dataDir);
  return () => rmSync(dataDir, { recursive: true, force: true });
}

/** Fills a new stack's data folder with the run's seeded shop, when the run has one. */
export function copySeededData(dataDir: string, seeded: string | undefined): void {
  if (seeded) cpSync(seeded, dataDir, { recursive: true });
}
