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
 * file the build reads: web/src, web/index.html, web/public, the build's own plugins (web/build, which write the
 * boot script and prerendered pages), vite.config.ts, and the project's shared/src that the app imports.
 */
export function webBuildStatus(webDistPath: string): WebBuildStatus {
  const builtIndex = join(webDistPath, 'index.html');
  if (!existsSync(builtIndex)) return 'missing';
  const webRoot = dirname(webDistPath);
  const inputs = ['src', 'index.html', 'public', 'build', 'vite.config.ts', '../shared/src'];
  const sources = Math.max(...inputs.map((name) => newestChange(join(webRoot, name))));
  return sources > statSync(builtIndex).mtimeMs ? 'stale' : 'current';
}
