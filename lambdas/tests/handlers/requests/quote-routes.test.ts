import { HeadObjectCommand, NotFound, S3Client } from '@aws-sdk/client-s3';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { handler as coverHandler } from '../../../src/handlers/requests/cover-request-quote.ts';
import { handler as uploadHandler } from '../../../src/handlers/requests/create-request-delivery-upload.ts';
import { handler as deliverHandler } from '../../../src/handlers/requests/deliver-request-files.ts';
import { handler as getHandler } from '../../../src/handlers/requests/get-request-quote.ts';
import { handler as listCustomizedHandler } from '../../../src/handlers/requests/list-customized-files.ts';
import { handler as listHandler } from '../../../src/handlers/requests/list-request-quotes.ts';
import { handler as payHandler } from '../../../src/handlers/requests/pay-request-quote.ts';
import { handler as sendHandler } from '../../../src/handlers/requests/send-request-quote.ts';
import { toOrderItem } from '../../../src/repositories/order-item.ts';
import { ordersRepository } from '../../../src/repositories/orders-repository.ts';
import type { SignedInAs } from '../../support/authorized-event.ts';
import { callAs } from '../../support/call-handler.ts';
import { startDynalite } from '../../support/dynalite-table.ts';
import { sampleItem } from '../../support/plan-items.ts';
import { type RequestFixture, requestItem } from '../../support/request-items.ts';
import { sampleOrder } from '../payments/payment-fixtures.ts';

/*
 * Every quote and delivery route through its real handler, against dynalite (S3 mocked): who may call it, what it
 * refuses with which status and words, and what it answers.
 */
const BUYER: SignedInAs = { sub: 'buyer-1', email: 'ama@example.com' };
const STRANGER: SignedInAs = { sub: 'yaw-sub', email: 'yaw@example.com' };
const STAFF: SignedInAs = { sub: 'staff-1', email: 'staff@example.com', groups: ['admin'] };
const ID = 'req-0001';
const ORDER = 'order-0001';

const s3 = mockClient(S3Client);
let engine: Awaited<ReturnType<typeof startDynalite>>;
let table: string;

beforeAll(async () => {
  engine = await startDynalite();
});
afterAll(async () => {
  await engine?.stop();
});

async function put(item: Record<string, unknown>) {
  await engine.db.send(new PutCommand({ TableName: table, Item: item }));
}
const request = (overrides: Partial<RequestFixture> = {}) => put(requestItem({ id: ID, ...overrides }));
async function stateNow() {
  const { Item } = await engine.db.send(
    new GetCommand({ TableName: table, Key: { pk: `REQUEST#${ID}`, sk: 'REQUEST' } }),
  );
  return Item?.state;
}

beforeEach(async () => {
  s3.reset();
  table = await engine.newTable();
  vi.stubEnv('TABLE_NAME', table);
  vi.stubEnv('DYNAMODB_ENDPOINT', engine.endpoint);
  vi.stubEnv('AWS_REGION', 'eu-west-1');
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'test');
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'test');
  vi.stubEnv('LOG_LEVEL', 'silent');
  vi.stubEnv('PLAN_FILES_BUCKET', 'plan-files');
  vi.stubEnv('PAYSTACK_SECRET_KEY', 'sk_test_unused');
  vi.stubEnv('PAYSTACK_BASE_URL', 'http://127.0.0.1:9');
  vi.stubEnv('MAIL_DIR', '/tmp/quote-routes-mail');
  await put(sampleItem());
  await put(
    toOrderItem(
      sampleOrder({
        id: ORDER,
        reference: `thp_${ORDER}`,
        package_type: 'standard',
        tier: 'standard',
        status: 'completed',
        payment_status: 'completed',
        paid_at: '2026-11-20T10:02:00.000Z',
        expires_at: '2099-01-01T00:00:00.000Z',
        files: [{ key: 'plans/villa-01/basic/plan.pdf', tier: 'basic' }],
      }),
    ),
  );
});

const QUOTE = { amount: 1250.5, covers: 'Add a fifth bedroom', valid_until: '2099-12-31' };
const send = (body: unknown, as?: SignedInAs, id = ID) =>
  callAs(sendHandler, { method: 'POST', route: '/api/admin/requests/{id}/quotes', params: { id }, body, as });
const list = (as?: SignedInAs, id = ID) =>
  callAs(listHandler, { method: 'GET', route: '/api/admin/requests/{id}/quotes', params: { id }, as });
const cover = (as?: SignedInAs) =>
  callAs(coverHandler, {
    method: 'POST',
    route: '/api/admin/requests/{id}/quotes/covered',
    params: { id: ID },
    body: {},
    as,
  });
const upload = (files: unknown, as?: SignedInAs, id = ID) =>
  callAs(uploadHandler, {
    method: 'POST',
    route: '/api/admin/requests/{id}/deliveries/uploads',
    params: { id },
    body: { files },
    as,
  });
const deliver = (keys: string[], as?: SignedInAs) =>
  callAs(deliverHandler, {
    method: 'POST',
    route: '/api/admin/requests/{id}/deliveries',
    params: { id: ID },
    body: { keys },
    as,
  });
const get = (as?: SignedInAs, id = ID) =>
  callAs(getHandler, { method: 'GET', route: '/api/requests/{id}/quote', params: { id }, as });
const pay = (body: unknown, as?: SignedInAs) =>
  callAs(payHandler, { method: 'POST', route: '/api/requests/{id}/quote/pay', params: { id: ID }, body, as });
const customized = (as?: SignedInAs, id = ORDER) =>
  callAs(listCustomizedHandler, { method: 'GET', route: '/api/orders/{id}/customized-files', params: { id }, as });

describe('staff quote routes', { timeout: 30_000 }, () => {
  it('send a quote: 200 with the open revision and the request quoted', async () => {
    await request();
    const answer = await send(QUOTE, STAFF);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      state: 'quoted',
      payable: true,
      quotes: [{ revision: 1, amount: 1250.5, status: 'open', valid_until: '2099-12-31' }],
    });
    expect(await stateNow()).toBe('quoted');
  });

  it('refuse callers who are not staff (401, 403) and write nothing', async () => {
    await request();
    expect((await send(QUOTE)).status).toBe(401);
    expect((await send(QUOTE, BUYER)).status).toBe(403);
    expect((await list(BUYER)).status).toBe(403);
    expect((await cover(BUYER)).status).toBe(403);
    expect((await upload([{ name: 'a.pdf', size: 10 }], BUYER)).status).toBe(403);
    expect((await deliver(['custom/x/y/a.pdf'], BUYER)).status).toBe(403);
    expect(await stateNow()).toBe('in_review');
  });

  it('answer 400 for a bad amount, an empty text, a bad or past date, and a request id that is no id', async () => {
    await request();
    expect((await send({ ...QUOTE, amount: 0 }, STAFF)).status).toBe(400);
    expect((await send({ ...QUOTE, amount: 10.123 }, STAFF)).status).toBe(400);
    expect((await send({ ...QUOTE, covers: ' ' }, STAFF)).status).toBe(400);
    expect((await send({ ...QUOTE, valid_until: '31/12/2099' }, STAFF)).status).toBe(400);
    const past = await send({ ...QUOTE, valid_until: '2020-01-01' }, STAFF);
    expect(past.status).toBe(400);
    expect(past.body).toMatchObject({ message: 'The quote must hold until today or later' });
    expect((await send({ ...QUOTE, price: 1 }, STAFF)).status).toBe(400);
    expect((await send(QUOTE, STAFF, 'bad id!')).status).toBe(400);
    expect(await stateNow()).toBe('in_review');
  });

  it('answer 404 for a missing request and 409 for one that cannot be quoted', async () => {
    expect((await send(QUOTE, STAFF)).status).toBe(404);
    expect((await list(STAFF)).status).toBe(404);
    await request({ state: 'declined' });
    const declined = await send(QUOTE, STAFF);
    expect(declined.status).toBe(409);
    expect(declined.body).toMatchObject({ message: 'A request that is declined cannot be quoted' });
  });

  it('list the revisions newest first, the older one superseded', async () => {
    await request();
    await send(QUOTE, STAFF);
    await send({ ...QUOTE, amount: 1400 }, STAFF);
    const answer = await list(STAFF);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      quotes: [
        { revision: 2, amount: 1400, status: 'open' },
        { revision: 1, amount: 1250.5, status: 'superseded' },
      ],
    });
  });

  it('cover only a Premium buyer’s customization (409 otherwise) and accept it with no payment', async () => {
    await request({ order_id: ORDER });
    const standard = await cover(STAFF);
    expect(standard.status).toBe(409);
    expect(standard.body).toMatchObject({ message: expect.stringContaining('Premium') });
    await put(
      toOrderItem(
        sampleOrder({
          id: ORDER,
          reference: `thp_${ORDER}`,
          package_type: 'premium',
          tier: 'premium',
          status: 'completed',
          payment_status: 'completed',
        }),
      ),
    );
    const covered = await cover(STAFF);
    expect(covered.status).toBe(200);
    expect(covered.body).toMatchObject({ state: 'accepted', covered: true, payable: false });
    expect((await cover(STAFF)).status).toBe(409);
  });
});

describe('staff delivery routes', { timeout: 30_000 }, () => {
  it('sign uploads of PDF, DWG, DXF and ZIP files only, within the plan files’ size, for an existing request', async () => {
    await request();
    expect((await upload([{ name: 'photo.jpg', size: 10 }], STAFF)).status).toBe(400);
    expect((await upload([{ name: 'set.rar', size: 10 }], STAFF)).status).toBe(400);
    expect((await upload([{ name: 'big.pdf', size: 50 * 1024 * 1024 + 1 }], STAFF)).status).toBe(400);
    expect((await upload([{ name: 'a.pdf', size: 10 }], STAFF, 'req-missing')).status).toBe(404);
    const answer = await upload([{ name: '../../East wing.dwg', size: 2_000_000 }], STAFF);
    expect(answer.status).toBe(200);
    const [slot] = (answer.body as { uploads: { key: string; fields: Record<string, string> }[] }).uploads;
    expect(slot?.key).toMatch(new RegExp(`^custom/${ID}/[0-9a-f-]{36}/East wing\\.dwg$`));
    expect(slot?.fields).toMatchObject({ key: slot?.key, 'Content-Type': 'application/acad' });
    const policy = JSON.parse(Buffer.from(slot?.fields.Policy ?? '', 'base64').toString('utf8'));
    expect(policy.conditions).toContainEqual(['content-length-range', 1, 50 * 1024 * 1024]);
  });

  it('refuse a delivery before acceptance (409), of a key from elsewhere (400), or with no order to deliver into (409)', async () => {
    await request({ state: 'quoted' });
    const early = await deliver([`custom/${ID}/f/a.pdf`], STAFF);
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ message: 'A request that is quoted cannot be delivered' });

    await request({ state: 'accepted', order_id: ORDER });
    s3.on(HeadObjectCommand).resolves({});
    expect((await deliver(['plans/villa-01/premium/cad.zip'], STAFF)).status).toBe(400);
    expect((await deliver([`custom/other-request/f/a.pdf`], STAFF)).status).toBe(400);
    s3.on(HeadObjectCommand).rejects(new NotFound({ message: 'missing', $metadata: {} }));
    const missing = await deliver([`custom/${ID}/f/a.pdf`], STAFF);
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ message: 'A file to deliver was not uploaded to this request' });

    s3.on(HeadObjectCommand).resolves({});
    await request({ state: 'accepted', order_id: null });
    const orphan = await deliver([`custom/${ID}/f/a.pdf`], STAFF);
    expect(orphan.status).toBe(409);
    expect(orphan.body).toMatchObject({ message: expect.stringContaining('no paid order') });
  });

  it('never deliver into an order that is not the requester’s, whatever the request names', async () => {
    s3.on(HeadObjectCommand).resolves({});
    await request({ state: 'accepted', order_id: ORDER, requester_sub: STRANGER.sub });
    expect((await deliver([`custom/${ID}/f/a.pdf`], STAFF)).status).toBe(409);
  });

  it('deliver into the requester’s order once, however often the same files are delivered', async () => {
    s3.on(HeadObjectCommand).resolves({});
    await request({ state: 'accepted', order_id: ORDER });
    const first = await deliver([`custom/${ID}/f/a.pdf`], STAFF);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ state: 'delivered', order_id: ORDER, delivered: [{ name: 'a.pdf' }] });
    const again = await deliver([`custom/${ID}/f/a.pdf`], STAFF);
    expect(again.status).toBe(200);
    const files = (await customized(BUYER)).body as { files: unknown[] };
    expect(files.files).toHaveLength(1);
  });
});

describe('requester quote routes', { timeout: 30_000 }, () => {
  it('show the quotes to the requester only (401 signed out, 404 for anyone else or a missing request)', async () => {
    await request();
    await send(QUOTE, STAFF);
    expect((await get()).status).toBe(401);
    expect((await get(STRANGER)).status).toBe(404);
    expect((await get(BUYER, 'req-missing')).status).toBe(404);
    const mine = await get(BUYER);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ request_id: ID, payable: true, quotes: [{ revision: 1, status: 'open' }] });
  });

  it('refuse to pay signed out (401), with a bad body (400), with no quote (409), or a covered request (409)', async () => {
    await request();
    expect((await pay({ revision: 1 })).status).toBe(401);
    expect((await pay({ revision: 0 }, BUYER)).status).toBe(400);
    expect((await pay({ revision: 1, amount: 1 }, BUYER)).status).toBe(400);
    const none = await pay({ revision: 1 }, BUYER);
    expect(none.status).toBe(409);
    expect(none.body).toMatchObject({ message: 'There is no quote to pay on this request' });
    await request({ state: 'accepted', quote_covered: true });
    const covered = await pay({ revision: 1 }, BUYER);
    expect(covered.status).toBe(409);
    expect(covered.body).toMatchObject({ message: expect.stringContaining('covered by your Premium package') });
  });

  it('refuse to pay online a quote on a plan no longer sold (409), before any order is written', async () => {
    await request({ kind: 'modification_quote', plan_id: 'villa-gone' });
    await send(QUOTE, STAFF);
    const answer = await pay({ revision: 1 }, BUYER);
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ message: expect.stringContaining('no longer sold online') });
    expect(await ordersRepository(engine.db, table).listByUser(BUYER.sub)).toHaveLength(1);
  });

  it('list an order’s customized files to its buyer only (401, 404 for others)', async () => {
    expect((await customized()).status).toBe(401);
    expect((await customized(STRANGER)).status).toBe(404);
    expect((await customized(BUYER, 'order-missing')).status).toBe(404);
    expect((await customized(BUYER)).body).toEqual({ order_id: ORDER, files: [] });
  });
});
