import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';

export type WebBuildStatus = 'current' | 'missing' | 'stale';

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

/**
 * Whether web/dist holds a build of the current sources: its index.html must exist and be newer than every
 * file of web/src, web/index.html and web/public beside it.
 */
export function webBuildStatus(webDistPath: string): WebBuildStatus {
  const builtIndex = join(webDistPath, 'index.html');
  if (!existsSync(builtIndex)) return 'missing';
  const webRoot = dirname(webDistPath);
  const sources = Math.max(...['src', 'index.html', 'public'].map((name) => newestChange(join(webRoot, name))));
  return sources > statSync(builtIndex).mtimeMs ? 'stale' : 'current';
}
