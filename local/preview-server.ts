import { join } from 'node:path';
import { WEB_CONFIG_FILE, type WebConfig } from '@shop/infra/definitions/web-config';
import { robotsTxt } from '@shop/shared/content/robots';
import { startEdge } from './edge/edge-server.ts';
import { freePort } from './ports.ts';
import type { RunningStack } from './stack.ts';

const WEB = new URL('../web/', import.meta.url).pathname;
export const WEB_DIST = join(WEB, 'dist');

/**
 * The production build in web/dist served as AWS serves it: an edge (CloudFront's stand-in) in front of the
 * build's files, with the config.json and robots.txt the deployment writes, the viewer-request function, the
 * production CSP unchanged, and /api and /images to the same offline stack.
 */
export async function startPreview(stack: RunningStack) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // A deployed build reads its Cognito ids from /config.json; this one points at the offline stack's pool.
  const config: WebConfig = {
    userPoolId: stack.info.cognito.userPoolId,
    userPoolClientId: stack.info.cognito.clientId,
    region: 'us-east-1',
    authFlow: 'password',
    endpoint: stack.info.cognito.endpoint,
  };
  const edge = await startEdge({
    ...stack.edge,
    port,
    web: {
      kind: 'build',
      distDir: WEB_DIST,
      generated: { [WEB_CONFIG_FILE]: JSON.stringify(config), 'robots.txt': robotsTxt(url) },
    },
    quiet: true,
  });
  return { url: edge.url, stop: edge.stop };
}
