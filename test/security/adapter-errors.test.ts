import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiApp } from '../../local/api-adapter.ts';

/**
 * Requests express refuses before any handler runs. Found by the fuzzer: a path parameter that is
 * not valid percent-encoding got express's HTML error page, with the URIError's stack in it.
 */
let server: ReturnType<ReturnType<typeof createApiApp>['listen']>;
let base = '';

beforeAll(async () => {
  const app = createApiApp({
    authorize: async () => undefined,
    quiet: true,
    routes: [
      {
        name: 'probe',
        method: 'POST',
        path: '/api/things/{id}',
        auth: 'public',
        handler: 'does/not-exist',
        access: {},
        request: {},
        response: {} as never,
      },
    ],
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});

afterAll(() => {
  server?.close();
});

describe('the local API adapter before any handler', () => {
  it.each(['%ZZ', '%E0%A4%A', '%'])(
    'answers a malformed path parameter %s with a JSON 400 and no stack',
    async (raw) => {
      const response = await fetch(`${base}/api/things/${raw}`, { method: 'POST' });
      const text = await response.text();

      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(JSON.parse(text)).toEqual({ message: 'Bad Request' });
    },
  );

  it('answers a body over the 10 MB limit with a JSON 413 and no stack', async () => {
    const response = await fetch(`${base}/api/things/1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `"${'x'.repeat(10 * 1024 * 1024 + 10)}"`,
    });
    const text = await response.text();

    expect(response.status).toBe(413);
    expect(text).not.toMatch(/\bat |node_modules/);
    expect(JSON.parse(text).message).toEqual(expect.any(String));
  });
});
