import { execFileSync } from 'node:child_process';
import { webBuildStatus } from '../../infra/src/definitions/web-build-status.ts';
import { WEB_DIST } from '../../local/preview-server.ts';

/**
 * The build that ships, made once for all the test files that need it: rebuilt only when web/src changed
 * since the last build. Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
 */
export function ensureProductionBuild(): void {
  if (webBuildStatus(WEB_DIST) === 'current') return;
  execFileSync('npx', ['vite', 'build', '--logLevel', 'error'], {
    cwd: new URL('../../web/', import.meta.url),
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
