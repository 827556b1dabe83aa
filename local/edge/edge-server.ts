import { randomBytes } from 'node:crypto';
import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { connect } from 'node:net';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import type { CspSources } from '@shop/infra/definitions/content-security-policy';
import { behaviourFor, type EdgeBehaviour } from '@shop/infra/definitions/edge-behaviours';
import { securityHeaders } from '@shop/infra/definitions/security-headers';
import { ORIGIN_VERIFY_HEADER, VIEWER_ADDRESS_HEADER } from '@shop/shared/edge/edge-headers';
import { listen } from '../emulators/close-server.ts';
import { type CachedResponse, edgeCache, edgeCacheKey, edgeTtlSeconds } from './edge-cache.ts';
import { staticOrigin } from './static-origin.ts';
import { viewerRequestFunction } from './viewer-request-function.ts';

/** Where the default behaviour's requests go: Vite's dev server (`npm start`) or a production build's files. */
export type WebOrigin =
  /** Vite's dev server; its inline scripts carry `scriptNonce`, which the CSP then allows (dev only). */
  | { kind: 'dev'; url: string; scriptNonce: string }
  | { kind: 'build'; distDir: string; generated: Record<string, string> };

export interface EdgeOptions {
  port: number;
  apiUrl: string;
  s3Url: string;
  imagesBucket: string;
  web?: WebOrigin;
  /** The value CloudFront adds as x-origin-verify to every API request. */
  originSecret: string;
  csp: CspSources;
  quiet?: boolean;
}

/** A fresh origin secret for one run of the offline stack (on AWS: a generated Secrets Manager value). */
export function newOriginSecret(): string {
  return randomBytes(24).toString('hex');
}

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;
/** CloudFront compresses objects from 1,000 bytes to 10,000,000 bytes, with Brotli or gzip as the viewer asks. */
function compressed(accept: string | undefined, contentType: string, body: Buffer) {
  if (body.length < 1_000 || body.length > 10_000_000 || !COMPRESSIBLE.test(contentType)) return undefined;
  // Quality 5, not zlib's default 11: CloudFront compresses on the fly, fast, and so must this edge.
  if (/\bbr\b/.test(accept ?? '')) {
    const params = { [zlibConstants.BROTLI_PARAM_QUALITY]: 5, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length };
    return { encoding: 'br', body: brotliCompressSync(body, { params }) };
  }
  if (/\bgzip\b/.test(accept ?? '')) return { encoding: 'gzip', body: gzipSync(body) };
  return undefined;
}

/** CloudFront's API path for CreateInvalidation; no shop path looks like it. */
const INVALIDATION_PATH = /^\/2020-05-31\/distribution\/[^/]+\/invalidation$/;
/** The distribution id the offline stack gives its handlers (any id is this edge's). */
export const LOCAL_DISTRIBUTION_ID = 'LOCALEDGE';

/** The path and query as the viewer sent them (URL parsing would resolve `..` and re-encode). */
function rawUrl(target: string): { pathname: string; search: string } {
  const query = target.indexOf('?');
  return query === -1
    ? { pathname: target, search: '' }
    : { pathname: target.slice(0, query), search: target.slice(query) };
}

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
  'te',
  'trailer',
]);

/** Sends the request on as it came: the path is not normalised (`..` stays for the origin to refuse). */
function forward(
  origin: string,
  pathAndQuery: string,
  method: string,
  headers: IncomingHttpHeaders,
  body: Buffer,
): Promise<CachedResponse> {
  const target = new URL(origin);
  const options = { host: target.hostname, port: target.port, path: pathAndQuery, method };
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ ...options, headers: { ...headers, host: target.host } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const responseHeaders: Record<string, string | string[]> = {};
        for (const [name, value] of Object.entries(response.headers)) {
          if (value !== undefined && !HOP_BY_HOP.has(name)) responseHeaders[name] = value;
        }
        resolve({ status: response.statusCode ?? 502, headers: responseHeaders, body: Buffer.concat(chunks) });
      });
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/**
 * The offline stand-in for CloudFront, built from the definitions the CDK stack deploys: the same
 * behaviours (edge-behaviours.ts) route /api/* to the API adapter, /images/* to the images bucket and the
 * rest to the app; the same viewer-request function picks a production build's HTML; the same response
 * headers (CSP and the rest) go on every answer; API requests get the origin secret and the viewer's
 * address (CloudFront-Viewer-Address) as CloudFront sets them, overwriting whatever the viewer sent; and
 * what the cache policies allow is cached. `npm start`, the browser tests and the bench all come through it.
 */
export async function startEdge(options: EdgeOptions) {
  const web = options.web;
  const headersOut = securityHeaders(options.csp);
  if (web?.kind === 'dev') {
    headersOut['content-security-policy'] = String(headersOut['content-security-policy']).replace(
      "script-src 'self'",
      `script-src 'self' 'nonce-${web.scriptNonce}'`,
    );
  }
  const cache = edgeCache();
  const rewriteUri = viewerRequestFunction();
  const files = web?.kind === 'build' ? staticOrigin(web.distDir, web.generated) : undefined;

  async function fromOrigin(
    behaviour: EdgeBehaviour,
    request: IncomingMessage,
    url: { pathname: string; search: string },
  ): Promise<CachedResponse> {
    const method = request.method ?? 'GET';
    const headers: IncomingHttpHeaders = { ...request.headers };
    for (const name of HOP_BY_HOP) delete headers[name];
    // CloudFront overwrites both: a viewer can neither claim another address nor guess its way past the API's check.
    delete headers[VIEWER_ADDRESS_HEADER];
    delete headers[ORIGIN_VERIFY_HEADER];
    // The edge compresses (as CloudFront does); origins answer uncompressed so one cached copy serves everyone.
    delete headers['accept-encoding'];
    // Read whole, whatever the method (a GET may carry one): the origin gets exactly the bytes that came.
    const body = await readBody(request);
    if (body.length > 0 || headers['content-length'] !== undefined) headers['content-length'] = String(body.length);
    if (behaviour.origin === 'api') {
      const socket = request.socket;
      headers[VIEWER_ADDRESS_HEADER] =
        `${(socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '')}:${socket.remotePort ?? 0}`;
      headers[ORIGIN_VERIFY_HEADER] = options.originSecret;
      return forward(options.apiUrl, `${url.pathname}${url.search}`, method, headers, body);
    }
    if (behaviour.origin === 'images') {
      // The bucket keys keep the images/ prefix: /images/plans/x.webp is <bucket>/images/plans/x.webp.
      return forward(options.s3Url, `/${options.imagesBucket}${url.pathname}${url.search}`, method, headers, body);
    }
    if (files) {
      // A build is served as CloudFront serves the bucket: the viewer-request function maps routes to HTML files.
      const uri = behaviour.viewerRequestFunction ? rewriteUri(url.pathname) : url.pathname;
      return files(uri);
    }
    if (web?.kind === 'dev') return forward(web.url, `${url.pathname}${url.search}`, method, headers, body);
    return { status: 404, headers: { 'content-type': 'text/plain' }, body: Buffer.from('Not Found') };
  }

  /** CloudFront's CreateInvalidation (the Lambdas' CloudFront client points here offline), done at once. */
  async function invalidation(request: IncomingMessage, response: ServerResponse) {
    const xml = (await readBody(request)).toString('utf8');
    const paths = [...xml.matchAll(/<Path>([^<]*)<\/Path>/g)].map((match) => match[1] as string);
    const reference = xml.match(/<CallerReference>([^<]*)<\/CallerReference>/)?.[1] ?? '';
    cache.invalidate(paths);
    const id = `I${Date.now()}`;
    const items = paths.map((path) => `<Path>${path}</Path>`).join('');
    response.writeHead(201, { 'content-type': 'text/xml', location: `${request.url}/${id}` });
    response.end(
      `<?xml version="1.0"?><Invalidation xmlns="http://cloudfront.amazonaws.com/doc/2020-05-31/"><Id>${id}</Id><Status>Completed</Status><CreateTime>${new Date().toISOString()}</CreateTime><InvalidationBatch><Paths><Quantity>${paths.length}</Quantity><Items>${items}</Items></Paths><CallerReference>${reference}</CallerReference></InvalidationBatch></Invalidation>`,
    );
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = rawUrl(request.url ?? '/');
    if (request.method === 'POST' && INVALIDATION_PATH.test(url.pathname)) return invalidation(request, response);
    const behaviour = behaviourFor(url.pathname);
    const method = request.method ?? 'GET';
    const cacheable = method === 'GET' || method === 'HEAD';
    const key = edgeCacheKey(behaviour.cache, method, url.pathname, url.search, request.headers);
    let answer = cacheable ? cache.get(key) : undefined;
    const hit = answer !== undefined;
    if (!answer) {
      answer = await fromOrigin(behaviour, request, url);
      const cacheControl = answer.headers['cache-control'];
      if (cacheable)
        cache.put(
          key,
          url.pathname,
          answer,
          edgeTtlSeconds(behaviour.cache, answer.status, typeof cacheControl === 'string' ? cacheControl : undefined),
        );
    }
    const headers: Record<string, string | string[]> = {
      ...answer.headers,
      ...headersOut,
      'x-cache': hit ? 'Hit from cloudfront' : 'Miss from cloudfront',
    };
    let body = answer.body;
    const contentType = String(answer.headers['content-type'] ?? '');
    const packed = answer.headers['content-encoding']
      ? undefined
      : compressed(request.headers['accept-encoding'], contentType, body);
    if (packed) {
      body = packed.body;
      headers['content-encoding'] = packed.encoding;
      headers.vary = 'Accept-Encoding';
    }
    headers['content-length'] = String(body.length);
    response.writeHead(answer.status, headers);
    response.end(method === 'HEAD' ? undefined : body);
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!options.quiet) console.error('[edge]', error);
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
      response.end('Bad Gateway');
    });
  });
  // Vite's hot reload socket, in dev only (CloudFront never sees one).
  server.on('upgrade', (request, socket, head) => {
    if (web?.kind !== 'dev') return socket.destroy();
    const target = new URL(web.url);
    const upstream = connect(Number(target.port), target.hostname, () => {
      const lines = [`${request.method} ${request.url} HTTP/1.1`];
      for (let i = 0; i < request.rawHeaders.length; i += 2)
        lines.push(`${request.rawHeaders[i]}: ${request.rawHeaders[i + 1]}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length) upstream.write(head);
      upstream.pipe(socket).pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  // Rejects (EADDRINUSE) instead of throwing an uncaught error, so a taken port fails the start at once.
  await listen(server, options.port);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
