import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

/** The one folder every browser test writes its pictures to (git-ignored); `SHOTS_DIR` moves it. */
export const SHOTS_DIR = process.env.SHOTS_DIR || 'test-results/screenshots';

/** The path for a screenshot called `name` (no extension), creating the folder on first use. */
export function screenshotPath(name: string): string {
  mkdirSync(SHOTS_DIR, { recursive: true });
  return join(SHOTS_DIR, `${name}.png`);
}
