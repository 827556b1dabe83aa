import { createHash, createHmac } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { AVATAR_MAX_BYTES, IMAGE_MAX_BYTES, PLAN_FILE_MAX_BYTES } from '@shop/shared/accounts/uploads';
import type { AdminPlan, Package, PublicPlan } from '@shop/shared/plans/plan';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { destroyClients, type EmulatorClients, emulatorClients } from '../../local/emulators/emulator-clients.ts';
import { type ApiCall, apiCaller } from '../support/api-client.ts';
import { confirmationMailsFor, standIn } from '../support/paystack-stand-in.ts';
import { startTestStack, type TestStack } from '../support/test-stack.ts';
import { snapshotStore, storeChanges } from './store-snapshot.ts';

/**
 * Where money or files are at stake, at HTTP level: prices the browser tampers with, webhooks an
 * attacker forges or replays, file paths that try to leave an order's files, and upload policies
 * (which the S3 emulator does not enforce, so the policy the shop signs is what is checked).
 */
let shop: TestStack;
let call: ApiCall;
let clients: EmulatorClients;
let buyer = '';
let admin = '';
let plans: PublicPlan[] = [];

interface Bought {
  orderId: string;
  reference: string;
  amount: number;
}

async function initialize(planId: string, packageType: Package, tamper: Record<string, unknown> = {}) {
  return call<Bought>('POST', '/api/payments/initialize', buyer, {
    email: 'buyer@example.com',
    planId,
    packageType,
    ...tamper,
  });
}

async function buy(planId: string, packageType: Package): Promise<Bought> {
  const started = await initialize(planId, packageType);
  await standIn(shop, `/__test/transactions/${started.body.reference}/settle`, { outcome: 'success', channel: 'card' });
  await call('GET', `/api/payments/verify/${started.body.reference}`, buyer);
  return started.body;
}

async function planItem(id: string): Promise<AdminPlan> {
  const { Item } = await clients.documents.send(
    new GetCommand({ TableName: shop.stack.tableName, Key: { pk: `PLAN#${id}`, sk: 'PLAN' }, ConsistentRead: true }),
  );
  return Item as AdminPlan;
}

function webhook(body: string, signature?: string) {
  return fetch(`${shop.api}/api/payments/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature ? { 'x-paystack-signature': signature } : {}) },
    body,
  });
}

const sign = (body: string, key = shop.stack.info.paystack.secretKey) =>
  createHmac('sha512', key).update(body).digest('hex');

beforeAll(async () => {
  shop = await startTestStack('none');
  call = apiCaller(shop.api);
  clients = emulatorClients(shop.stack.urls);
  buyer = await shop.signIn('user');
  admin = await shop.signIn('admin');
  plans = (await call<{ plans: PublicPlan[] }>('GET', '/api/plans?limit=3')).body.plans;
});

afterAll(async () => {
  if (clients) destroyClients(clients);
  await shop?.stop();
});

describe('tampered prices', () => {
  it.each([
    { amount: 1 },
    { amount: -5000 },
    { amount: '0.01' },
    { amount: 1, currency: 'USD' },
    { price: 1, standard_price: 1, amount_pesewas: 100 },
    { planTitle: 'A bargain', userId: 'someone-else' },
  ])('initializes at the catalogue price in GHS whatever the body says: %j', async (tamper) => {
    const plan = plans[0] as PublicPlan;

    const started = await initialize(plan.id, 'standard', tamper);
    const order = await call<{ amount: number; currency: string }>('GET', `/api/orders/${started.body.orderId}`, buyer);
    const charged = await standIn(shop, `/__test/transactions/${started.body.reference}/settle`, {
      outcome: 'success',
      webhook: false,
    });

    expect(started.status).toBe(200);
    expect(started.body.amount).toBe(plan.standard_price);
    expect(order.body).toMatchObject({ amount: plan.standard_price, currency: 'GHS' });
    expect(charged.body.data).toMatchObject({ amount: Math.round(plan.standard_price * 100), currency: 'GHS' });
  });
});

describe('webhooks', () => {
  it('refuses forged signatures with 401 and writes nothing', async () => {
    const plan = plans[0] as PublicPlan;
    const started = await initialize(plan.id, 'basic');
    const body = JSON.stringify({
      event: 'charge.success',
      data: {
        status: 'success',
        reference: started.body.reference,
        amount: Math.round(plan.basic_price * 100),
        currency: 'GHS',
        channel: 'card',
      },
    });
    const before = await snapshotStore(shop.stack, clients);

    const statuses = [
      (await webhook(body)).status,
      (await webhook(body, '')).status,
      (await webhook(body, sign(body, 'sk_test_guessed'))).status,
      (await webhook(body, createHash('sha512').update(body).digest('hex'))).status,
      (await webhook(body, createHmac('sha256', shop.stack.info.paystack.secretKey).update(body).digest('hex'))).status,
      (await webhook(body.replace('"card"', '"mobile_money"'), sign(body))).status,
    ];
    const order = await call<{ status: string }>('GET', `/api/orders/${started.body.orderId}`, buyer);

    expect(statuses).toEqual([401, 401, 401, 401, 401, 401]);
    expect(storeChanges(before, await snapshotStore(shop.stack, clients))).toEqual([]);
    expect(order.body.status).toBe('pending');
  });

  it('completes an order once when a captured genuine webhook is replayed, and refuses it edited', async () => {
    const plan = plans[1] as PublicPlan;
    const downloadsBefore = Number((await planItem(plan.id)).downloads);
    const started = await initialize(plan.id, 'basic');
    const settled = await standIn(shop, `/__test/transactions/${started.body.reference}/settle`, {
      outcome: 'success',
      webhook: false,
    });
    const body = JSON.stringify({ event: 'charge.success', data: settled.body.data });
    const signature = sign(body);

    const first = await webhook(body, signature);
    const completed = await call<{ status: string; paid_at: string }>(
      'GET',
      `/api/orders/${started.body.orderId}`,
      buyer,
    );
    const replays = await Promise.all(Array.from({ length: 5 }, () => webhook(body, signature)));
    const edited = await webhook(body.replace(started.body.reference, 'thp_someone-elses-order'), signature);
    const after = await call<{ status: string; paid_at: string }>('GET', `/api/orders/${started.body.orderId}`, buyer);

    expect(first.status).toBe(200);
    expect(completed.body.status).toBe('completed');
    expect(replays.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    expect(edited.status).toBe(401);
    expect(after.body).toEqual(completed.body);
    expect(Number((await planItem(plan.id)).downloads) - downloadsBefore).toBe(1);
    expect(await confirmationMailsFor(shop, started.body.orderId)).toBe(1);
  });
});

describe('file paths of a download', () => {
  let order: Bought;
  let basicKey = '';
  let premiumKey = '';
  let otherPlansKey = '';

  beforeAll(async () => {
    const [plan, other] = plans as [PublicPlan, PublicPlan];
    order = await buy(plan.id, 'basic');
    await buy(other.id, 'basic');
    const stored = await planItem(plan.id);
    basicKey = stored.plan_files.basic[0] ?? '';
    premiumKey = stored.plan_files.premium[0] ?? '';
    otherPlansKey = (await planItem(other.id)).plan_files.basic[0] ?? '';
    // Without real keys the cases below would probe nothing.
    if (!basicKey || !premiumKey || !otherPlansKey) throw new Error('the seeded plans need basic and premium files');
  });

  const cases: [string, () => string, 400 | 404][] = [
    ['a dot-dot step into the premium tier', () => `${basicKey.replace(/\/[^/]+$/, '')}/../premium/x.pdf`, 400],
    ['an encoded traversal', () => encodeURIComponent('../../etc/passwd'), 400],
    ['a double-encoded traversal', () => encodeURIComponent(encodeURIComponent(`${basicKey}/../../premium`)), 400],
    ['an absolute path', () => `/${basicKey}`, 400],
    ['backslashes', () => basicKey.replaceAll('/', '\\'), 400],
    ['a bucket URL', () => `s3://plan-files/${basicKey}`, 400],
    ['a NUL byte', () => `${basicKey}%00.pdf`, 400],
    ['a higher tier than bought', () => premiumKey, 404],
    ["another plan's file", () => otherPlansKey, 404],
  ];

  it.each(cases)('refuses %s without a link', async (_name, filePath, expected) => {
    const answer = await call(
      'GET',
      `/api/downloads/${order.orderId}/file?filePath=${encodeURIComponent(filePath())}`,
      buyer,
    );

    expect(answer.status).toBe(expected);
    expect(answer.headers.get('location')).toBeNull();
    expect(answer.text).not.toContain('X-Amz-Signature');
  });

  it('counted none of the refused paths as a download (and serves the genuine one)', async () => {
    const before = await call<{ download_count: number }>('GET', `/api/orders/${order.orderId}`, buyer);
    const genuine = await call(
      'GET',
      `/api/downloads/${order.orderId}/file?filePath=${encodeURIComponent(basicKey)}`,
      buyer,
    );

    expect(before.body.download_count).toBe(0);
    expect(genuine.status).toBe(302);
  });
});

describe('upload policies', () => {
  type Condition = unknown[] | Record<string, string>;
  const policyOf = (fields: Record<string, string>) =>
    JSON.parse(Buffer.from(fields.Policy ?? '', 'base64').toString('utf8')) as {
      expiration: string;
      conditions: Condition[];
    };

  const uploads = [
    [
      'avatar',
      '/api/upload/avatar',
      () => buyer,
      { contentType: 'image/png', size: 1000 },
      AVATAR_MAX_BYTES,
      'image/png',
    ],
    [
      'image',
      '/api/upload/image',
      () => admin,
      { contentType: 'image/webp', size: 1000 },
      IMAGE_MAX_BYTES,
      'image/webp',
    ],
    [
      'gallery',
      '/api/upload/gallery',
      () => admin,
      { files: [{ contentType: 'image/jpeg', size: 1000 }] },
      IMAGE_MAX_BYTES,
      'image/jpeg',
    ],
    [
      'plan file sent as HTML',
      '/api/upload/plan-files',
      () => admin,
      { tier: 'basic', files: [{ name: 'plan.pdf', contentType: 'text/html', size: 1000 }] },
      PLAN_FILE_MAX_BYTES,
      'application/pdf',
    ],
  ] as const;

  it.each(uploads)('signs a %s policy that caps the size and pins the content type', async (...row) => {
    const [, path, token, body, maxBytes, contentType] = row;

    const answer = await call<{ fields?: Record<string, string>; uploads?: { fields: Record<string, string> }[] }>(
      'POST',
      path,
      token(),
      body,
    );
    const fields = answer.body.fields ?? answer.body.uploads?.[0]?.fields ?? {};
    const policy = policyOf(fields);

    expect(answer.status).toBe(200);
    expect(policy.conditions).toContainEqual(['content-length-range', 1, maxBytes]);
    expect(policy.conditions).toContainEqual(['eq', '$Content-Type', contentType]);
    expect(policy.conditions).toContainEqual(['eq', '$key', fields.key]);
    expect(new Date(policy.expiration).getTime() - Date.now()).toBeLessThanOrEqual(3_600_000);
  });

  it.each([
    [
      'an oversized avatar',
      '/api/upload/avatar',
      () => buyer,
      { contentType: 'image/png', size: AVATAR_MAX_BYTES + 1 },
    ],
    ['an SVG avatar', '/api/upload/avatar', () => buyer, { contentType: 'image/svg+xml', size: 1000 }],
    ['an HTML image', '/api/upload/image', () => admin, { contentType: 'text/html', size: 1000 }],
    ['an oversized image', '/api/upload/image', () => admin, { contentType: 'image/png', size: IMAGE_MAX_BYTES + 1 }],
    [
      'an oversized plan file',
      '/api/upload/plan-files',
      () => admin,
      { tier: 'basic', files: [{ name: 'plan.pdf', size: PLAN_FILE_MAX_BYTES + 1 }] },
    ],
    [
      'a program',
      '/api/upload/plan-files',
      () => admin,
      { tier: 'basic', files: [{ name: 'plan.pdf.exe', size: 1000 }] },
    ],
    ['a web page', '/api/upload/plan-files', () => admin, { tier: 'basic', files: [{ name: 'plan.html', size: 10 }] }],
  ] as const)('refuses to sign %s (400)', async (_name, path, token, body) => {
    const answer = await call('POST', path, token(), body);

    expect(answer.status).toBe(400);
    expect(answer.body.message).toEqual(expect.any(String));
    expect(answer.text).not.toContain('Policy');
  });
});
