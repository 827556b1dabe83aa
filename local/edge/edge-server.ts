import { randomBytes } from 'node:crypto';
import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
  STATUS_CODES,
} from 'node:http';
import { createSecureServer, type Http2Session } from 'node:http2';
import { connect, type Socket } from 'node:net';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import type { CspSources } from '@shop/infra/definitions/content-security-policy';
import { behaviourFor, type EdgeBehaviour } from '@shop/infra/definitions/edge-behaviours';
import { securityHeaders } from '@shop/infra/definitions/security-headers';
import { ORIGIN_VERIFY_HEADER, VIEWER_ADDRESS_HEADER } from '@shop/shared/edge/edge-headers';
import { isVariantPath } from '@shop/shared/pictures/picture-keys';
import { isShareImagePath } from '@shop/shared/pictures/share-image';
import { listen } from '../emulators/close-server.ts';
import { type CachedResponse, edgeCache, edgeCacheKey, edgeTtlSeconds } from './edge-cache.ts';
import { edgeFunctions } from './edge-functions.ts';
import { viewerPath } from './request-path.ts';
import { staticOrigin } from './static-origin.ts';

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
  /**
   * Where CloudFront's CreateInvalidation is answered (the Lambdas' CloudFront client points there): a port of
   * its own on 127.0.0.1, never the shop's, so no visitor can empty the cache. None: no invalidation endpoint.
   */
  invalidationPort?: number;
  csp: CspSources;
  quiet?: boolean;
  /**
   * Serve HTTPS with HTTP/2 (HTTP/1.1 still offered), as CloudFront serves browsers: a page's requests then share one
   * connection instead of queueing for HTTP/1.1's six. A certificate made offline (offline-certificate.ts); the bench
   * tells its own Chromium to accept it. None: plain HTTP/1.1, as `npm start` and the tests use.
   */
  tls?: { key: string; cert: string };
  /** The cache's clock (default Date.now): tests move it on to see a cached copy's lifetime pass without waiting. */
  clock?: () => number;
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

/** The path and query as the viewer sent them (URL parsing would resolve `..` and re-encode; viewerPath does it). */
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

/** Sends the request on to an origin; the path is the one viewerPath gave. */
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

/** Answers the edge gives itself, as CloudFront does: plain text, with the security headers like any other. */
function ownAnswer(status: number, headers: Record<string, string> = {}): CachedResponse {
  return {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers },
    body: Buffer.from(STATUS_CODES[status] ?? 'Error'),
  };
}

/** The edge's own refusal of an API address: a JSON message, as every API answer has, so the app can show it. */
function apiRefusal(status: number): CachedResponse {
  return {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
    body: Buffer.from(JSON.stringify({ message: 'This address is not valid. Check the link and try again.' })),
  };
}

/** CloudFront's images behaviour allows GET and HEAD only; S3 would take a PUT or DELETE from anyone here. */
const IMAGE_METHODS = new Set(['GET', 'HEAD']);

/**
 * The offline stand-in for CloudFront, built from the definitions the CDK stack deploys: the same
 * behaviours (edge-behaviours.ts) route /api/* to the API adapter, /images/* to the images bucket and the
 * rest to the app; the same viewer-request function picks a production build's HTML; the same response
 * headers (CSP and the rest) go on every answer, its own refusals included; API requests get the origin
 * secret and the viewer's address (CloudFront-Viewer-Address) as CloudFront sets them, overwriting whatever
 * the viewer sent; and what the cache policies allow is cached. /images/ serves picture variants and share pictures only (GET
 * and HEAD), never another key of the bucket (uploads/) nor another bucket. `npm start`, the browser tests
 * and the bench all come through it.
 */
export async function startEdge(options: EdgeOptions) {
  let web = options.web;
  const headersOut = securityHeaders(options.csp);
  if (web?.kind === 'dev') {
    headersOut['content-security-policy'] = String(headersOut['content-security-policy']).replace(
      "script-src 'self'",
      `script-src 'self' 'nonce-${web.scriptNonce}'`,
    );
  }
  const cache = edgeCache(options.clock);
  const functions = edgeFunctions();
  let files = web?.kind === 'build' ? staticOrigin(web.distDir, web.generated) : undefined;

  /** `path` is the one the viewer-request function gave (or the viewer's, where none runs). */
  async function fromOrigin(
    behaviour: EdgeBehaviour,
    request: IncomingMessage,
    path: string,
    viewerForward: string,
    search: string,
  ) {
    const method = request.method ?? 'GET';
    // Read whole, whatever the method (a GET may carry one): the origin gets exactly the bytes that came.
    const body = await readBody(request);
    if (behaviour.origin === 'images') {
      // CachingOptimized forwards no viewer header and no query to S3; the key is the checked variant path
      // (the bucket keeps the images/ prefix: /images/plans/x/y/1600.jpg is <bucket>/images/plans/x/y/1600.jpg).
      return forward(options.s3Url, `/${options.imagesBucket}${path}`, method, {}, Buffer.alloc(0));
    }
    const headers: IncomingHttpHeaders = { ...request.headers };
    for (const name of HOP_BY_HOP) delete headers[name];
    // HTTP/2's pseudo-headers (:path, :authority...) are no header an HTTP/1.1 origin can take.
    for (const name of Object.keys(headers)) if (name.startsWith(':')) delete headers[name];
    // CloudFront overwrites both: a viewer can neither claim another address nor guess its way past the API's check.
    delete headers[VIEWER_ADDRESS_HEADER];
    delete headers[ORIGIN_VERIFY_HEADER];
    // The edge compresses (as CloudFront does); origins answer uncompressed so one cached copy serves everyone.
    delete headers['accept-encoding'];
    if (body.length > 0 || headers['content-length'] !== undefined) headers['content-length'] = String(body.length);
    if (behaviour.origin === 'api') {
      const socket = request.socket;
      headers[VIEWER_ADDRESS_HEADER] =
        `${(socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '')}:${socket.remotePort ?? 0}`;
      headers[ORIGIN_VERIFY_HEADER] = options.originSecret;
      return forward(options.apiUrl, `${path}${search}`, method, headers, body);
    }
    // A build is served as CloudFront serves the bucket: the viewer-request function mapped routes to HTML files.
    if (files) return files(path);
    // Vite's dev server maps routes to its own shell itself: it gets the viewer's path.
    if (web?.kind === 'dev') return forward(web.url, `${viewerForward}${search}`, method, headers, body);
    return ownAnswer(404);
  }

  /** What the edge answers, from its cache or an origin (or itself), before its own headers go on. */
  async function answerFor(request: IncomingMessage): Promise<{ answer: CachedResponse; hit: boolean }> {
    const { answer, hit, uri, behaviour } = await answerBeforeResponseFunction(request);
    if (!behaviour?.viewerResponse) return { answer, hit };
    const status = functions.viewerResponse(behaviour.viewerResponse, request.method ?? 'GET', uri, answer.status);
    return { answer: status === answer.status ? answer : { ...answer, status }, hit };
  }

  async function answerBeforeResponseFunction(
    request: IncomingMessage,
  ): Promise<{ answer: CachedResponse; hit: boolean; uri: string; behaviour?: EdgeBehaviour }> {
    const method = request.method ?? 'GET';
    const raw = rawUrl(request.url ?? '/');
    const viewer = viewerPath(raw.pathname);
    if (!viewer.ok) {
      const answer = raw.pathname.startsWith('/api/') ? apiRefusal(400) : ownAnswer(400);
      return { answer, hit: false, uri: raw.pathname };
    }
    const behaviour = behaviourFor(viewer.path);
    if (behaviour.origin === 'images') {
      if (!IMAGE_METHODS.has(method)) return { answer: ownAnswer(405, { allow: 'GET, HEAD' }), hit: false, uri: '' };
      if (!isVariantPath(viewer.path) && !isShareImagePath(viewer.path)) {
        return { answer: ownAnswer(404), hit: false, uri: '' };
      }
    }
    // The viewer-request function runs on every request, before the cache is looked at (as CloudFront runs it).
    const outcome = behaviour.viewerRequest
      ? functions.viewerRequest(behaviour.viewerRequest, method, viewer.forward, raw.search.replace(/^\?/, ''))
      : { kind: 'request' as const, uri: viewer.forward, keepQuery: true };
    if (outcome.kind === 'response') {
      const answer = { status: outcome.status, headers: outcome.headers, body: Buffer.alloc(0) };
      return { answer, hit: false, uri: viewer.forward };
    }
    const search = outcome.keepQuery ? raw.search : '';
    // A HEAD reads the GET entry (CloudFront keys both alike) but never fills it: its answer has no body.
    const key = edgeCacheKey(behaviour.cache, method, viewer.path, raw.search, request.headers);
    const cached = method === 'GET' || method === 'HEAD' ? cache.get(key) : undefined;
    if (cached) return { answer: cached, hit: true, uri: outcome.uri, behaviour };
    const answer = await fromOrigin(behaviour, request, outcome.uri, viewer.forward, search);
    if (method === 'GET') {
      const cacheControl = answer.headers['cache-control'];
      const ttl = edgeTtlSeconds(
        behaviour.cache,
        answer.status,
        typeof cacheControl === 'string' ? cacheControl : undefined,
      );
      cache.put(key, viewer.path, answer, ttl);
    }
    return { answer, hit: false, uri: outcome.uri, behaviour };
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const { answer, hit } = await answerFor(request);
    const headers: Record<string, string | string[]> = {
      ...answer.headers,
      ...headersOut,
      'x-cache': hit ? 'Hit from cloudfront' : 'Miss from cloudfront',
    };
    // An origin's HEAD answer has no body to measure: its content-length is the object's, and stays.
    const headFromOrigin = request.method === 'HEAD' && !hit;
    let body = answer.body;
    const contentType = String(answer.headers['content-type'] ?? '');
    const packed =
      answer.headers['content-encoding'] || headFromOrigin
        ? undefined
        : compressed(request.headers['accept-encoding'], contentType, body);
    if (packed) {
      body = packed.body;
      headers['content-encoding'] = packed.encoding;
      headers.vary = 'Accept-Encoding';
    }
    if (!headFromOrigin) headers['content-length'] = String(body.length);
    response.writeHead(answer.status, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
  }

  const onRequest = (request: IncomingMessage, response: ServerResponse) => {
    handle(request, response).catch((error: unknown) => {
      if (!options.quiet) console.error('[edge]', error);
      if (!response.headersSent) {
        const failed = ownAnswer(502);
        response.writeHead(failed.status, { ...failed.headers, ...headersOut });
      }
      response.end(STATUS_CODES[502]);
    });
  };
  const front = options.tls ? await secureFront(options.tls, options.port, onRequest) : await plainFront();
  const invalidations =
    options.invalidationPort === undefined ? undefined : await startInvalidations(options.invalidationPort, cache);
  return {
    url: front.url,
    /** CloudFront's API endpoint for this edge (CreateInvalidation only), when it has one. */
    invalidationUrl: invalidations?.url,
    /** Starts serving a production build on an edge started without a web app (see RunningStack.serveWebBuild). */
    serveBuild(build: WebOrigin): void {
      if (web || build.kind !== 'build') return;
      web = build;
      files = staticOrigin(build.distDir, build.generated);
    },
    stop: async () => {
      await invalidations?.stop();
      await front.close();
    },
  };

  async function plainFront() {
    const server: Server = createServer(onRequest);
    /*
     * Node answers a request it cannot parse (headers over its 16 KB limit: 431, too slow: 408, else 400) on the socket
     * itself, with no headers; CloudFront's own errors carry the response headers policy, so this edge's do too.
     */
    server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
      if (error.code === 'ECONNRESET' || !socket.writable) return socket.destroy();
      const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
      const text = STATUS_CODES[status] as string;
      const lines = Object.entries({ ...ownAnswer(status).headers, ...headersOut }).map(
        ([name, value]) => `${name}: ${value}\r\n`,
      );
      socket.end(
        `HTTP/1.1 ${status} ${text}\r\n${lines.join('')}content-length: ${text.length}\r\nconnection: close\r\n\r\n${text}`,
      );
    });
    /*
     * Node's 5 s keep-alive races a client reusing its pooled socket whenever this process's event loop stalls (a
     * picture being made in-process on a loaded machine stalled it 9-12 s): the server's idle timer then fires just
     * after the client has written its next request, and the client reads ECONNRESET. 30 s outlasts such stalls and
     * stays under Node's 60 s headers timeout.
     */
    server.keepAliveTimeout = 30_000;
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
      close: () =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    };
  }
}

/**
 * The edge over HTTPS with HTTP/2 (and HTTP/1.1 for a client that offers only that), as CloudFront answers browsers.
 * Node's compatibility API gives the same request and response objects' methods, so the edge's handling is unchanged.
 */
async function secureFront(
  tls: { key: string; cert: string },
  port: number,
  onRequest: (request: IncomingMessage, response: ServerResponse) => void,
) {
  const server = createSecureServer({ ...tls, allowHTTP1: true }, (request, response) =>
    onRequest(request as unknown as IncomingMessage, response as unknown as ServerResponse),
  );
  // A browser keeps its HTTP/2 connection open: stopping ends every session, as closeAllConnections does for HTTP/1.1.
  const sessions = new Set<Http2Session>();
  server.on('session', (session: Http2Session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  const sockets = new Set<Socket>();
  server.on('secureConnection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await listen(server, port);
  const address = server.address();
  return {
    url: `https://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const session of sessions) session.destroy();
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/**
 * CloudFront's CreateInvalidation, done at once, on a loopback port of its own: the handlers that change what
 * visitors see call it after staff writes (their CloudFront client's endpoint is this address offline).
 */
async function startInvalidations(port: number, cache: ReturnType<typeof edgeCache>) {
  const server = createServer((request, response) => {
    void (async () => {
      const url = rawUrl(request.url ?? '/');
      const xml = (await readBody(request)).toString('utf8');
      if (request.method !== 'POST' || !INVALIDATION_PATH.test(url.pathname)) {
        response.writeHead(404, { 'content-type': 'text/plain' });
        return response.end('Not Found');
      }
      const paths = [...xml.matchAll(/<Path>([^<]*)<\/Path>/g)].map((match) => match[1] as string);
      const reference = xml.match(/<CallerReference>([^<]*)<\/CallerReference>/)?.[1] ?? '';
      cache.invalidate(paths);
      const id = `I${Date.now()}`;
      const items = paths.map((path) => `<Path>${path}</Path>`).join('');
      response.writeHead(201, { 'content-type': 'text/xml', location: `${request.url}/${id}` });
      response.end(
        `<?xml version="1.0"?><Invalidation xmlns="http://cloudfront.amazonaws.com/doc/2020-05-31/"><Id>${id}</Id><Status>Completed</Status><CreateTime>${new Date().toISOString()}</CreateTime><InvalidationBatch><Paths><Quantity>${paths.length}</Quantity><Items>${items}</Items></Paths><CallerReference>${reference}</CallerReference></InvalidationBatch></Invalidation>`,
      );
    })().catch(() => response.destroy());
  });
  await listen(server, port);
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
