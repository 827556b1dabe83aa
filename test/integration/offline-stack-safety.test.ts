import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { destroyClients, type EmulatorClients, emulatorClients } from '../../local/emulators/emulator-clients.ts';
import { startTestStack, type TestStack } from '../support/test-stack.ts';

/*
 * What anyone who can reach the offline shop's port (a colleague on the same network, a page in the same browser)
 * must not get through it: paid plan files, camera originals, the checkout's secrets, a poisoned or emptied cache.
 */
const REPO = fileURLToPath(new URL('../../', import.meta.url));

let shop: TestStack;
let clients: EmulatorClients;
let planFileKey: string;
let planFileBytes: Buffer;
const ORIGINAL_KEY = `uploads/leak-test/${randomUUID()}.jpg`;
const ORIGINAL_BYTES = Buffer.from(`camera original with GPS ${randomUUID()}`);
/** A stand-in for .local/stack.json in the checkout (the real one holds the key that signs Paystack webhooks). */
const SECRETS_DIR = join(REPO, '.local', `safety-test-${randomUUID()}`);
const SECRET = `sk_test_${randomUUID()}`;

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A request sent with its path exactly as written: fetch would resolve `..` before sending, an attacker does not. */
function raw(
  base: string,
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: string } = {},
) {
  const url = new URL(base);
  return new Promise<RawAnswer>((resolve, reject) => {
    const outgoing = request(
      { host: url.hostname, port: url.port, method, path, headers: options.headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

const stored = async (bucket: string, key: string) => {
  const object = await clients.s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  return Buffer.from(await (object.Body?.transformToByteArray() ?? new Uint8Array()));
};

function expectSecurityHeaders(answer: RawAnswer) {
  expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
  expect(answer.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['x-frame-options']).toBe('DENY');
}

beforeAll(async () => {
  mkdirSync(SECRETS_DIR, { recursive: true });
  writeFileSync(join(SECRETS_DIR, 'stack.json'), JSON.stringify({ paystack: { secretKey: SECRET } }));
  shop = await startTestStack('dev');
  const { urls, buckets } = shop.stack;
  clients = emulatorClients({ dynamodb: urls.dynamodb, s3: urls.s3, cognito: urls.cognito });
  const listed = await clients.s3.send(new ListObjectsV2Command({ Bucket: buckets.planFiles, Prefix: 'plans/' }));
  planFileKey = listed.Contents?.[0]?.Key as string;
  planFileBytes = await stored(buckets.planFiles, planFileKey);
  // Not shaped like a picture upload, so the picture Lambda leaves it where it is (as a failed one would be).
  await clients.s3.send(new PutObjectCommand({ Bucket: buckets.images, Key: ORIGINAL_KEY, Body: ORIGINAL_BYTES }));
  // Vite as well as the emulators: slower to start than the API-only stacks of the other files.
}, 240_000);

afterAll(async () => {
  rmSync(SECRETS_DIR, { recursive: true, force: true });
  if (clients) destroyClients(clients);
  await shop?.stop();
});

describe('the edge serves picture variants under /images and nothing else', () => {
  const escapes = (target: string) => {
    const encodedSlashes = target.replace(/\//g, '%2F');
    return [
      `/images/../../${target}`,
      `/images/%2e%2e/%2E%2E/${target}`,
      `/images/..%2f..%2f${target}`,
      `/images/..%2F..%2F${encodedSlashes}`,
      `/images/plans/%2e%2e%2f%2e%2e%2f%2e%2e%2f${target}`,
      `/images/%252e%252e/%252e%252e/${target}`,
      `/images/%252e%252e%252f%252e%252e%252f${encodedSlashes}`,
    ];
  };

  it('never serves a plan file from the private bucket, however the path climbs out', async () => {
    const target = `${shop.stack.buckets.planFiles}/${planFileKey}`;
    for (const path of escapes(target)) {
      const answer = await raw(shop.web, 'GET', path);

      expect([400, 404], path).toContain(answer.status);
      expect(answer.body.includes(planFileBytes)).toBe(false);
    }
  });

  it('never serves a camera original from uploads/', async () => {
    for (const path of [
      ...escapes(`${shop.stack.buckets.images}/${ORIGINAL_KEY}`),
      `/images/../${ORIGINAL_KEY}`,
      `/images/%2e%2e/${ORIGINAL_KEY}`,
      `/images/..%2f${ORIGINAL_KEY}`,
      `/images/..%2F${ORIGINAL_KEY.replace(/\//g, '%2F')}`,
    ]) {
      const answer = await raw(shop.web, 'GET', path);

      expect([400, 404], path).toContain(answer.status);
      expect(answer.body.includes(ORIGINAL_BYTES)).toBe(false);
    }
  });

  it('refuses PUT and DELETE (405, or 400 for a path that climbs out); both buckets keep their objects', async () => {
    const climbing = [
      await raw(shop.web, 'PUT', `/images/../../${shop.stack.buckets.planFiles}/${planFileKey}`, { body: 'gone' }),
      await raw(shop.web, 'DELETE', `/images/../../${shop.stack.buckets.planFiles}/${planFileKey}`),
      await raw(shop.web, 'PUT', `/images/../${ORIGINAL_KEY}`, { body: 'gone' }),
      await raw(shop.web, 'DELETE', `/images/..%2f${ORIGINAL_KEY}`),
    ];
    const plain = [
      await raw(shop.web, 'PUT', '/images/plans/leak-test/picture/1600.jpg', { body: 'planted' }),
      await raw(shop.web, 'DELETE', '/images/plans/leak-test/picture/1600.jpg'),
    ];

    for (const answer of climbing) expect([400, 405]).toContain(answer.status);
    for (const answer of plain) expect([answer.status, answer.headers.allow]).toEqual([405, 'GET, HEAD']);
    for (const answer of [...climbing, ...plain]) expectSecurityHeaders(answer);
    expect(await stored(shop.stack.buckets.planFiles, planFileKey)).toEqual(planFileBytes);
    expect(await stored(shop.stack.buckets.images, ORIGINAL_KEY)).toEqual(ORIGINAL_BYTES);
    const planted = await clients.s3.send(
      new ListObjectsV2Command({ Bucket: shop.stack.buckets.images, Prefix: 'images/plans/leak-test/' }),
    );
    expect(planted.Contents ?? []).toEqual([]);
  });

  it('answers HEAD and then GET of a picture with the whole picture (a HEAD never fills the GET entry)', async () => {
    const plans = (await (await fetch(`${shop.api}/api/plans?limit=1`)).json()) as { plans: { image_url: string }[] };
    const address = plans.plans[0]?.image_url as string;
    const size = (await stored(shop.stack.buckets.images, address.slice(1))).length;

    const head = await raw(shop.web, 'HEAD', address);
    const get = await raw(shop.web, 'GET', address);
    const again = await raw(shop.web, 'GET', address);

    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(size));
    expect([get.status, get.body.length]).toEqual([200, size]);
    expect([again.headers['x-cache'], again.body.length]).toEqual(['Hit from cloudfront', size]);
  });
});

describe('the dev server behind the edge serves the web app only', () => {
  it('refuses the checkout’s secrets and files outside the app, through /@fs/ and by plain path', async () => {
    const relative = SECRETS_DIR.slice(REPO.length);
    const paths = [
      `/@fs${SECRETS_DIR}/stack.json`,
      `/@fs${REPO}package.json`,
      `/${relative}/stack.json`,
      `/../${relative}/stack.json`,
      `/..%2f${relative}/stack.json`,
      `/@fs${REPO}web/../${relative}/stack.json`,
      `/@fs${REPO}web/..%2f${relative}/stack.json`,
    ];
    for (const path of paths) {
      const answer = await raw(shop.web, 'GET', path);

      expect([400, 403, 404], path).toContain(answer.status);
      expect(answer.body.includes(SECRET)).toBe(false);
    }
  });

  it('still serves the app and the shared code it imports', async () => {
    const page = await raw(shop.web, 'GET', '/', { headers: { accept: 'text/html' } });
    const shared = await raw(shop.web, 'GET', `/@fs${REPO}shared/src/money.ts`);

    expect(page.status).toBe(200);
    expect(page.body.toString()).toContain('<div id="root">');
    expect(shared.status).toBe(200);
  });
});

describe('the edge’s own answers and controls', () => {
  const settingsCache = async () => (await fetch(`${shop.api}/api/settings`)).headers.get('x-cache');

  it('does not empty its cache for whoever posts an invalidation to the shop’s port', async () => {
    await settingsCache();
    expect(await settingsCache()).toBe('Hit from cloudfront');

    const posted = await raw(shop.web, 'POST', '/2020-05-31/distribution/LOCALEDGE/invalidation', {
      headers: { 'content-type': 'text/xml' },
      body: '<InvalidationBatch><Paths><Quantity>1</Quantity><Items><Path>/*</Path></Items></Paths><CallerReference>x</CallerReference></InvalidationBatch>',
    });

    expect(posted.status).not.toBe(201);
    expect(await settingsCache()).toBe('Hit from cloudfront');
  });

  it('answers headers too large with 431 and the security headers', async () => {
    const answer = await raw(shop.web, 'GET', '/', { headers: { 'x-padding': 'a'.repeat(20_000) } });

    expect(answer.status).toBe(431);
    expectSecurityHeaders(answer);
  });

  it('puts the security headers on its own 404 and 400 answers', async () => {
    const missing = await raw(shop.web, 'GET', '/images/plans/leak-test/no-picture/1600.jpg');
    const notAPicture = await raw(shop.web, 'GET', '/images/robots.txt');

    expect([missing.status, notAPicture.status]).toEqual([404, 404]);
    expectSecurityHeaders(missing);
    expectSecurityHeaders(notAPicture);
  });
});
