import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '../../local/emulators/close-server.ts';
import { startPreview } from '../../local/preview-server.ts';
import { runSmoke } from '../smoke/run-smoke.ts';
import { ensureProductionBuild } from '../support/production-build.ts';
import { startTestStack, type TestStack } from '../support/test-stack.ts';

/*
 * `npm run smoke` against the offline stack: the production build behind the local edge (CloudFront's
 * stand-in, built from the same definitions), so every check a deployed shop must pass runs here too.
 */
let shop: TestStack;
let preview: Awaited<ReturnType<typeof startPreview>>;

beforeAll(async () => {
  shop = await startTestStack('none');
  ensureProductionBuild();
  preview = await startPreview(shop.stack);
  // The stack and, on a fresh checkout, the production build: minutes on a busy machine.
}, 300_000);

afterAll(async () => {
  await preview?.stop();
  await shop?.stop();
});

describe('the smoke check against the offline stack', () => {
  it('passes every check, the signed-in one with a real token and the bypass one against the API itself', async () => {
    const token = await shop.signIn('user');

    const results = await runSmoke({ site: preview.url, apiUrl: shop.stack.urls.apiOrigin, token });

    expect(results.filter((result) => result.status !== 'pass')).toEqual([]);
    expect(results.map((result) => result.check)).toEqual([
      'security headers and CSP',
      'public reads cached',
      'signed-in reads never cached',
      'forged addresses do not move the rate limits',
      'API refuses calls that skip CloudFront',
      'a plan page and its pictures',
      'sitemap',
    ]);
  }, 120_000);
});

describe('a shop that fails the smoke check', () => {
  let bare: Server;
  let bareUrl: string;

  beforeAll(async () => {
    // A site with the shop's pages and API answers but none of CloudFront's headers or cache, whose API
    // also answers callers directly.
    bare = createServer((request, response) => {
      const json = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        response.writeHead(status, { 'content-type': 'application/json', ...headers });
        response.end(JSON.stringify(body));
      };
      if (request.url?.startsWith('/api/')) return json(200, { plans: [] }, { 'cache-control': 'public, max-age=60' });
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<!doctype html><title>Plans</title>');
    });
    await listen(bare, 0);
    const address = bare.address();
    bareUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });

  afterAll(() => new Promise<void>((resolve) => bare.close(() => resolve())));

  it('prints failing rows with what to do and exits 1', async () => {
    const run = promisify(execFile)('npx', ['tsx', 'test/smoke/smoke.ts', '--url', bareUrl, '--api-url', bareUrl], {
      cwd: new URL('../../', import.meta.url),
    });

    const failure = await run.then(
      () => undefined,
      (error: { code: number; stdout: string }) => error,
    );

    expect(failure?.code).toBe(1);
    const printed = failure?.stdout ?? '';
    expect(printed).toMatch(/FAIL {2}security headers and CSP +.*\/plans: content-security-policy missing/);
    expect(printed).toMatch(/FAIL {2}public reads cached/);
    expect(printed).toMatch(/FAIL {2}API refuses calls that skip CloudFront +GET .*\/api\/plans: 200/);
    expect(printed).toMatch(/FAIL {2}a plan page and its pictures +GET \/api\/plans\?limit=1 listed no plan/);
    expect(printed).toContain('What to do:');
    expect(printed).toContain('- security headers and CSP: the distribution');
  }, 120_000);
});
