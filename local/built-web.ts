import { join } from 'node:path';
import { webBuildStatus } from '@shop/infra/definitions/web-build-status';
import { WEB_CONFIG_FILE, type WebConfig } from '@shop/infra/definitions/web-config';
import { robotsTxt } from '@shop/shared/content/robots';
import type { WebOrigin } from './edge/edge-server.ts';
import type { StackInfo } from './stack-info.ts';

const WEB = new URL('../web/', import.meta.url).pathname;
export const WEB_DIST = join(WEB, 'dist');

/**
 * The production build in web/dist as an edge serves it, with the config.json and robots.txt a deployment
 * writes beside it: the build reads its Cognito ids from /config.json, here the offline stack's pool.
 */
export function builtWeb(cognito: StackInfo['cognito'], siteUrl: string): WebOrigin {
  const status = webBuildStatus(WEB_DIST);
  if (status !== 'current') {
    throw new Error(`The production build in web/dist is ${status}: run \`npm run build -w web\` first`);
  }
  const config: WebConfig = {
    userPoolId: cognito.userPoolId,
    userPoolClientId: cognito.clientId,
    region: 'us-east-1',
    authFlow: 'password',
    endpoint: cognito.endpoint,
  };
  return {
    kind: 'build',
    distDir: WEB_DIST,
    generated: { [WEB_CONFIG_FILE]: JSON.stringify(config), 'robots.txt': robotsTxt(siteUrl) },
  };
}
