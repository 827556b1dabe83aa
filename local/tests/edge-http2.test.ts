import { createServer, type Server } from 'node:http';
import { connect } from 'node:http2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEdge } from '../edge/edge-server.ts';
import { offlineCertificate } from '../edge/offline-certificate.ts';
import { listen } from '../emulators/close-server.ts';

/** An API origin that answers with the header names it was sent. */
let origin: Server;
let edge: Awaited<ReturnType<typeof startEdge>>;
const certificate = offlineCertificate();

beforeAll(async () => {
  origin = createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    response.end(JSON.stringify({ headers: Object.keys(request.headers) }));
  });
  await listen(origin, 0);
  const address = origin.address();
  const originUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  edge = await startEdge({
    port: 0,
    apiUrl: originUrl,
    s3Url: originUrl,
    imagesBucket: 'local-images',
    originSecret: 'secret',
    csp: { cognitoOrigin: 'http://127.0.0.1:9229', bucketOrigins: [] },
    quiet: true,
    tls: { key: certificate.key, cert: certificate.cert },
  });
});

afterAll(async () => {
  await edge?.stop();
  await new Promise((resolve) => origin?.close(resolve));
});

/** One GET over HTTP/2, trusting the run's own certificate only. */
function get2(path: string): Promise<{ headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const session = connect(edge.url, { ca: certificate.cert });
    session.on('error', reject);
    const stream = session.request({ ':path': path });
    let headers: Record<string, unknown> = {};
    const chunks: Buffer[] = [];
    stream.on('response', (received) => {
      headers = received;
    });
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      session.close();
      resolve({ headers, body: Buffer.concat(chunks).toString('utf8') });
    });
    stream.on('error', reject);
    stream.end();
  });
}

describe('the edge over HTTPS and HTTP/2, as CloudFront serves browsers', () => {
  it('serves an https address and answers an HTTP/2 request with the security headers', async () => {
    expect(edge.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);

    const answer = await get2('/api/plans');

    expect(answer.headers[':status']).toBe(200);
    expect(answer.headers).toMatchObject({
      'content-security-policy': expect.stringContaining("default-src 'self'"),
      'strict-transport-security': 'max-age=63072000; includeSubDomains',
    });
  });

  it('passes a request on to an HTTP/1.1 origin without the HTTP/2 pseudo-headers', async () => {
    const answer = await get2('/api/plans');

    const sent = (JSON.parse(answer.body) as { headers: string[] }).headers;
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.filter((name) => name.startsWith(':'))).toEqual([]);
  });
});
