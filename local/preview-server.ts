import { builtWeb } from './built-web.ts';
import { startEdge } from './edge/edge-server.ts';
import { freePort } from './ports.ts';
import type { RunningStack } from './stack.ts';

export { WEB_DIST } from './built-web.ts';

/**
 * The production build in web/dist served as AWS serves it, on an edge of its own in front of a running stack:
 * the viewer-request function, the production CSP unchanged, and /api and /images to the same offline stack.
 */
export async function startPreview(stack: RunningStack) {
  stack.serveWebBuild();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const edge = await startEdge({ ...stack.edge, port, web: builtWeb(stack.info.cognito, url), quiet: true });
  return { url: edge.url, stop: edge.stop };
}
