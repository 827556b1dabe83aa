import { gunzipSync } from 'node:zlib';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handler as exportHandler } from '../../../src/handlers/orders/export-orders.ts';
import { handler as listHandler } from '../../../src/handlers/orders/list-admin-orders.ts';
import { apiEvent, lambdaContext } from '../../support/api-event.ts';
import { type SignedInAs, withClaims } from '../../support/authorized-event.ts';
import { callAs } from '../../support/call-handler.ts';
import { orderItem } from '../payments/payment-fixtures.ts';
import { ADMIN, BUYER, SUPER_ADMIN } from './admin-request.ts';

const db = mockClient(DynamoDBDocumentClient);

const LIST = '/api/admin/orders';
const EXPORT = '/api/orders/export';

/** Three orders newest first, as the all-orders index hands them out. */
const newest = orderItem({
  id: '00000000-0000-4000-8000-000000000003',
  reference: 'thp_00000000-0000-4000-8000-000000000003',
  created_at: '2026-11-22T09:00:00.000Z',
  user_id: 'buyer-yaw',
  user_email: 'Yaw.Mensah@example.com',
  plan_id: 'bungalow-02',
  plan_title: 'Cosy Bungalow',
  package_type: 'basic',
  tier: 'basic',
  amount: 199.9,
});
const middle = orderItem({
  id: '00000000-0000-4000-8000-000000000002',
  reference: 'thp_00000000-0000-4000-8000-000000000002',
  created_at: '2026-11-21T09:00:00.000Z',
  status: 'completed',
  payment_status: 'completed',
  paid_at: '2026-11-21T09:02:00.000Z',
  download_count: 4,
  amount: 4500,
});
const oldest = orderItem({
  id: '00000000-0000-4000-8000-000000000001',
  reference: 'thp_00000000-0000-4000-8000-000000000001',
  created_at: '2026-11-20T09:00:00.000Z',
  status: 'failed',
  payment_status: 'failed',
  amount: 1250.5,
});

const list = (query: Record<string, string> = {}, as: SignedInAs | null = ADMIN) =>
  callAs(listHandler, { method: 'GET', route: LIST, query, as: as ?? undefined });

/** Calls the export and reads its body as text (gunzipped when the answer is compressed). */
async function exportCsv(query: Record<string, string> = {}, as: SignedInAs = ADMIN, headers = {}) {
  const event = withClaims(apiEvent({ routeKey: `GET ${EXPORT}`, path: EXPORT, query, headers }), as);
  const result = (await exportHandler(event, lambdaContext)) as APIGatewayProxyStructuredResultV2;
  const raw = String(result.body ?? '');
  const text = result.isBase64Encoded ? gunzipSync(Buffer.from(raw, 'base64')).toString('utf8') : raw;
  return { status: result.statusCode, headers: result.headers ?? {}, text, isBase64Encoded: !!result.isBase64Encoded };
}

const queries = () => db.commandCalls(QueryCommand).map((call) => call.args[0].input);

beforeEach(() => {
  db.reset();
  vi.stubEnv('TABLE_NAME', 'shop');
  vi.stubEnv('LOG_LEVEL', 'silent');
  db.on(QueryCommand).resolves({ Items: [newest, middle, oldest] });
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.useRealTimers();
});

describe('GET /api/admin/orders', () => {
  it('lists every buyer newest first from the all-orders partition, with what the table shows and no private fields', async () => {
    const result = await list();

    expect(result.status).toBe(200);
    expect(queries()).toEqual([
      expect.objectContaining({
        IndexName: 'gsi4',
        ExpressionAttributeNames: { '#pk': 'gsi4pk' },
        ExpressionAttributeValues: { ':pk': 'ORDERS' },
        ScanIndexForward: false,
        Limit: 51,
      }),
    ]);
    const orders = result.body.orders as Record<string, unknown>[];
    expect(orders.map((order) => order.id)).toEqual([newest.id, middle.id, oldest.id]);
    expect(orders[1]).toEqual({
      id: middle.id,
      reference: middle.reference,
      plan_id: 'villa-01',
      plan_title: '4-Bedroom Tema Villa',
      package_type: 'standard',
      user_id: 'buyer-1',
      user_email: 'ama@example.com',
      amount: 4500,
      net: 4500,
      tax: 0,
      currency: 'GHS',
      invoice_number: `INV-${String(middle.id).slice(-8).toUpperCase()}`,
      credit_note_number: null,
      status: 'completed',
      created_at: '2026-11-21T09:00:00.000Z',
      paid_at: '2026-11-21T09:02:00.000Z',
      download_count: 4,
      expires_at: null,
      refunded_at: null,
      refund_status: null,
      dispute_status: null,
    });
    expect(result.body).toMatchObject({ nextCursor: null, truncated: false });
  });

  it('reads one status partition for a status filter, failed included', async () => {
    db.on(QueryCommand).resolves({ Items: [oldest] });

    const result = await list({ status: 'failed' });

    expect(result.status).toBe(200);
    expect(queries()[0]).toMatchObject({
      IndexName: 'gsi3',
      ExpressionAttributeNames: { '#pk': 'gsi3pk' },
      ExpressionAttributeValues: { ':pk': 'ORDERS#failed' },
    });
    expect((result.body.orders as { status: string }[]).map((order) => order.status)).toEqual(['failed']);
  });

  it('reads oldest first by the sort key for the oldest sort', async () => {
    await list({ sort: 'oldest' });

    expect(queries()[0]).toMatchObject({ IndexName: 'gsi4', ScanIndexForward: true });
  });

  it('pages with an opaque cursor that continues after the last order shown', async () => {
    const first = await list({ limit: '2' });
    db.on(QueryCommand).resolves({ Items: [oldest] });
    const second = await list({ limit: '2', cursor: String(first.body.nextCursor) });

    expect((first.body.orders as { id: string }[]).map((order) => order.id)).toEqual([newest.id, middle.id]);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    expect(queries()[1]?.ExclusiveStartKey).toEqual({
      pk: `ORDER#${middle.id}`,
      sk: 'ORDER',
      gsi4pk: 'ORDERS',
      gsi4sk: `2026-11-21T09:00:00.000Z#${middle.id}`,
    });
    expect((second.body.orders as { id: string }[]).map((order) => order.id)).toEqual([oldest.id]);
    expect(second.body.nextCursor).toBeNull();
  });

  it.each([
    ['buyer email in another case', 'yaw.MENSAH@EXAMPLE', [newest.id]],
    ['plan title', 'cosy', [newest.id]],
    ['plan id', 'villa-01', [middle.id, oldest.id]],
    ['user id', 'buyer-1', [middle.id, oldest.id]],
    ['payment reference', 'thp_00000000-0000-4000-8000-000000000002', [middle.id]],
  ])('searches by %s', async (_what, q, ids) => {
    const result = await list({ q });

    expect((result.body.orders as { id: string }[]).map((order) => order.id)).toEqual(ids);
  });

  it('reads further pages until the page is full of matches', async () => {
    db.on(QueryCommand)
      .resolvesOnce({ Items: [newest], LastEvaluatedKey: { pk: 'x' } })
      .resolvesOnce({ Items: [middle, oldest] });

    const result = await list({ q: 'villa-01' });

    expect(queries()).toHaveLength(2);
    expect((result.body.orders as { id: string }[]).map((order) => order.id)).toEqual([middle.id, oldest.id]);
  });

  it('stops a search that matches little after its read budget and hands back a cursor to search on', async () => {
    const many = Array.from({ length: 6000 }, (_, i) =>
      orderItem({
        id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
        created_at: '2026-11-01T00:00:00.000Z',
      }),
    );
    db.on(QueryCommand).resolves({ Items: many });

    const result = await list({ q: 'no such buyer' });

    expect(result.status).toBe(200);
    expect(result.body.orders).toEqual([]);
    expect(result.body.nextCursor).toEqual(expect.any(String));
    const next = await list({ q: 'no such buyer', cursor: String(result.body.nextCursor) });
    expect(queries()[1]?.ExclusiveStartKey).toMatchObject({ pk: 'ORDER#00000000-0000-4000-8000-000000004999' });
    expect(next.status).toBe(200);
  });

  it('ranks by amount either way, equal amounts newest first', async () => {
    const high = await list({ sort: 'amount-high' });
    const low = await list({ sort: 'amount-low', limit: '2' });

    expect((high.body.orders as { amount: number }[]).map((order) => order.amount)).toEqual([4500, 1250.5, 199.9]);
    expect((low.body.orders as { amount: number }[]).map((order) => order.amount)).toEqual([199.9, 1250.5]);
    expect(low.body.nextCursor).toEqual(expect.any(String));
    const rest = await list({ sort: 'amount-low', limit: '2', cursor: String(low.body.nextCursor) });
    expect((rest.body.orders as { amount: number }[]).map((order) => order.amount)).toEqual([4500]);
    expect(rest.body.nextCursor).toBeNull();
  });

  it('shows an order without a payment status as pending', async () => {
    const { status: _s, payment_status: _p, ...withoutStatus } = newest;
    db.on(QueryCommand).resolves({ Items: [withoutStatus] });

    const result = await list();

    expect((result.body.orders as { status: string }[])[0]?.status).toBe('pending');
  });

  it.each([
    [{ status: 'shipped' }, 'status must be one of: pending, processing, completed, cancelled, failed, refunded'],
    [{ sort: 'cheapest' }, 'sort must be one of: newest, oldest, amount-high, amount-low'],
    [{ limit: '500' }, 'limit must be a whole number from 1 to 100'],
    [{ cursor: 'not-a-cursor' }, 'cursor is not valid; start again from the first page'],
  ])('refuses %o with 400 and reads nothing', async (query, message) => {
    const result = await list(query);

    expect(result.status).toBe(400);
    expect(result.body.message).toBe(message);
    expect(queries()).toHaveLength(0);
  });

  it('refuses a cursor of a time sort for an amount sort', async () => {
    const first = await list({ limit: '1' });

    const mixed = await list({ sort: 'amount-high', cursor: String(first.body.nextCursor) });

    expect(mixed.status).toBe(400);
  });

  it('answers 401 without a verified caller and 403 to a buyer, before any read', async () => {
    const anonymous = await list({}, null);
    const buyer = await list({}, BUYER);
    const superAdmin = await list({}, SUPER_ADMIN);

    expect(anonymous.status).toBe(401);
    expect(buyer.status).toBe(403);
    expect(buyer.body.message).toBe('This needs an admin account');
    expect(superAdmin.status).toBe(200);
    expect(queries()).toHaveLength(1);
  });
});

describe('GET /api/orders/export', () => {
  it('answers a CSV attachment named for the day, with a header row, ISO dates and 2-decimal amounts', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T15:00:00.000Z'));

    const result = await exportCsv();

    expect(result.status).toBe(200);
    expect(result.headers).toMatchObject({
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="orders-2026-11-23.csv"',
    });
    const lines = result.text.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Order ID,Reference,Created At,Status,Plan ID,Plan Title,Package,Buyer Email,User ID,Amount,Currency,Paid At,Downloads,Net,Tax,Gross,Invoice Number,Credit Note Number,Promotion Code,Discount',
    );
    expect(lines.slice(1)).toEqual([
      `${newest.id},${newest.reference},2026-11-22T09:00:00.000Z,pending,bungalow-02,Cosy Bungalow,basic,Yaw.Mensah@example.com,buyer-yaw,199.90,GHS,,0,199.90,0.00,199.90,,,,0.00`,
      `${middle.id},${middle.reference},2026-11-21T09:00:00.000Z,completed,villa-01,4-Bedroom Tema Villa,standard,ama@example.com,buyer-1,4500.00,GHS,2026-11-21T09:02:00.000Z,4,4500.00,0.00,4500.00,INV-${String(middle.id).slice(-8).toUpperCase()},,,0.00`,
      `${oldest.id},${oldest.reference},2026-11-20T09:00:00.000Z,failed,villa-01,4-Bedroom Tema Villa,standard,ama@example.com,buyer-1,1250.50,GHS,,0,1250.50,0.00,1250.50,,,,0.00`,
    ]);
  });

  it('quotes commas, quotes and line breaks, and defuses cells a spreadsheet would run as formulas', async () => {
    db.on(QueryCommand).resolves({
      Items: [
        orderItem({ plan_title: 'Villa "Sunrise", 4 beds\nwith pool', user_email: '=HYPERLINK("http://x")' }),
        orderItem({ plan_title: '+233 plan', user_email: '@admin', plan_id: '-1' }),
      ],
    });

    const result = await exportCsv();

    const [, first, second] = result.text.split('\r\n');
    expect(first).toContain(',"Villa ""Sunrise"", 4 beds\nwith pool",');
    expect(first).toContain(`,"'=HYPERLINK(""http://x"")",`);
    expect(second).toContain(",'-1,'+233 plan,standard,'@admin,");
  });

  it('exports every matching order across pages, with the list filter, search and sort', async () => {
    db.on(QueryCommand)
      .resolvesOnce({ Items: [newest, middle], LastEvaluatedKey: { pk: 'x' } })
      .resolvesOnce({ Items: [oldest] });

    const result = await exportCsv({ status: 'pending', q: 'VILLA', sort: 'amount-low' });

    expect(queries()).toHaveLength(2);
    expect(queries()[0]).toMatchObject({ IndexName: 'gsi3', ExpressionAttributeValues: { ':pk': 'ORDERS#pending' } });
    const ids = result.text
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(',')[0]);
    expect(ids).toEqual([oldest.id, middle.id]);
  });

  it('gzips a large export when the caller accepts it', async () => {
    db.on(QueryCommand).resolves({ Items: Array.from({ length: 200 }, () => middle) });

    const result = await exportCsv({}, ADMIN, { 'accept-encoding': 'gzip, deflate, br' });

    expect(result.isBase64Encoded).toBe(true);
    expect(result.headers).toMatchObject({ 'content-encoding': 'gzip', 'content-type': 'text/csv; charset=utf-8' });
    expect(result.text.trimEnd().split('\r\n')).toHaveLength(201);
  });

  it('refuses with 406, instead of breaking the 6 MB response limit, an export too large to send uncompressed', async () => {
    const wide = orderItem({ plan_title: 'x'.repeat(2000) });
    db.on(QueryCommand).resolves({ Items: Array.from({ length: 3000 }, () => wide) });

    const plain = await exportCsv();
    const gzipped = await exportCsv({}, ADMIN, { 'accept-encoding': 'gzip' });

    expect(plain.status).toBe(406);
    expect(JSON.parse(plain.text).message).toContain('Accept-Encoding: gzip');
    expect(gzipped.status).toBe(200);
  });

  it('refuses a bad sort with 400 and a buyer with 403, as JSON', async () => {
    const badSort = await exportCsv({ sort: 'random' });
    const buyer = await exportCsv({}, BUYER);

    expect(badSort.status).toBe(400);
    expect(JSON.parse(badSort.text).message).toBe('sort must be one of: newest, oldest, amount-high, amount-low');
    expect(buyer.status).toBe(403);
    expect(queries()).toHaveLength(0);
  });
});
