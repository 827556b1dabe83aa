import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEdge } from '../edge/edge-server.ts';
import { freePort } from '../ports.ts';

/** Origins nothing listens on: every request the edge passes on fails. */
let edge: Awaited<ReturnType<typeof startEdge>>;

beforeAll(async () => {
  const closed = `http://127.0.0.1:${await freePort()}`;
  edge = await startEdge({
    port: 0,
    apiUrl: closed,
    s3Url: closed,
    imagesBucket: 'local-images',
    originSecret: 'secret',
    csp: { cognitoOrigin: 'http://127.0.0.1:9229', bucketOrigins: [] },
    quiet: true,
  });
});

afterAll(async () => {
  await edge?.stop();
});

const get = (path: string) =>
  new Promise<{ status: number; headers: Record<string, unknown> }>((resolve, reject) => {
    const url = new URL(edge.url);
    request({ host: url.hostname, port: url.port, path }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
    })
      .on('error', reject)
      .end();
  });

describe('the edge’s own error answers', () => {
  it('answers 502 with the security headers when an origin is down', async () => {
    const answer = await get('/api/plans');

    expect(answer.status).toBe(502);
    expect(answer.headers).toMatchObject({
      'content-security-policy': expect.stringContaining("default-src 'self'"),
      'strict-transport-security': 'max-age=63072000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
  });
});
