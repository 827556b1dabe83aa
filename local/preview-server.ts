import { builtWeb } from './built-web.ts';
import { startEdge } from './edge/edge-server.ts';
import { offlineCertificate } from './edge/offline-certificate.ts';
import { freePort } from './ports.ts';
import type { RunningStack } from './stack.ts';

export { WEB_DIST } from './built-web.ts';

/**
 * The production build in web/dist served as AWS serves it, on an edge of its own in front of a running stack:
 * the viewer-request function, the production CSP unchanged, and /api and /images to the same offline stack.
 * `http2`: over HTTPS with HTTP/2, as CloudFront serves browsers, with a certificate made for this run; the browser
 * must be told to trust its key (`spkiHash`, Chromium's --ignore-certificate-errors-spki-list).
 */
export async function startPreview(stack: RunningStack, options: { http2?: boolean } = {}) {
  stack.serveWebBuild();
  const port = await freePort();
  const certificate = options.http2 ? offlineCertificate() : undefined;
  const scheme = certificate ? 'https' : 'http';
  const url = `${scheme}://127.0.0.1:${port}`;
  const tls = certificate ? { key: certificate.key, cert: certificate.cert } : undefined;
  const edge = await startEdge({ ...stack.edge, port, web: builtWeb(stack.info.cognito, url), quiet: true, tls });
  return { url: edge.url, spkiHash: certificate?.spkiHash, stop: edge.stop };
}
