import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deliveryFingerprint, deliveryKeys } from '../../../src/domain/deliveries/delivery-keys.ts';
import { handler as fileHandler } from '../../../src/handlers/downloads/download-file.ts';
import { handler as downloadHandler } from '../../../src/handlers/downloads/get-download.ts';
import type { SignedInAs } from '../../support/authorized-event.ts';
import { callAs } from '../../support/call-handler.ts';
import { sampleItem } from '../../support/plan-items.ts';
import { BUYER, ORDER_ID, orderItem } from './payment-fixtures.ts';

const db = mockClient(DynamoDBDocumentClient);
const s3 = mockClient(S3Client);
const ORDER_KEY = { pk: `ORDER#${ORDER_ID}`, sk: 'ORDER' };
const DELIVERY_KEY = { pk: `ORDER#${ORDER_ID}`, sk: 'DELIVERY' };
const NOW = new Date('2026-11-21T12:00:00.000Z');
const FILES = [
  { key: 'plans/villa-01/basic/villa-01-basic.pdf', tier: 'basic' },
  { key: 'plans/villa-01/standard/Floor Plan (v2).dxf', tier: 'standard' },
] as const;

const STAMPED_PDF = deliveryKeys.stamped(ORDER_ID, FILES[0].key, 'villa-01-basic.pdf');
const CERTIFICATE = `deliveries/${ORDER_ID}/Licence-Certificate-INV-3C4D5E6F.pdf`;
const ZIP = `deliveries/${ORDER_ID}/abc/4-Bedroom Tema Villa (Standard) INV-3C4D5E6F.zip`;

/** The delivery item as the delivery Lambda records it for `files`. */
const readyDelivery = (files: readonly { key: string; tier: string }[] = FILES) => ({
  ...DELIVERY_KEY,
  status: 'ready',
  fingerprint: deliveryFingerprint(
    files.map((file) => ({ ...(file as { key: string; tier: 'basic' }), updatedAt: null, earlier: false })),
  ),
  requested_at: '2026-11-20T10:01:00.000Z',
  ready_at: '2026-11-20T10:01:02.000Z',
  files: files.map((file) => ({
    source: file.key,
    key: file.key.endsWith('.pdf')
      ? deliveryKeys.stamped(ORDER_ID, file.key, file.key.split('/').pop() ?? '')
      : file.key,
    tier: file.tier,
    stamped: file.key.endsWith('.pdf'),
  })),
  certificate_key: CERTIFICATE,
  zip_key: ZIP,
});

const completed = (overrides = {}) =>
  orderItem({
    status: 'completed',
    payment_status: 'completed',
    paid_at: '2026-11-20T10:00:00.000Z',
    expires_at: '2026-11-27T10:00:00.000Z',
    files: [...FILES],
    ...overrides,
  });

const getDownload = (as: SignedInAs = BUYER) =>
  callAs(downloadHandler, { method: 'GET', route: '/api/downloads/{orderId}', params: { orderId: ORDER_ID }, as });

const getFile = (filePath: string, as: SignedInAs = BUYER) =>
  callAs(fileHandler, {
    method: 'GET',
    route: '/api/downloads/{orderId}/file',
    params: { orderId: ORDER_ID },
    query: { filePath },
    as,
  });

beforeEach(() => {
  db.reset();
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  vi.stubEnv('TABLE_NAME', 'shop');
  vi.stubEnv('LOG_LEVEL', 'silent');
  vi.stubEnv('PLAN_FILES_BUCKET', 'plan-files');
  vi.stubEnv('AWS_REGION', 'eu-west-1');
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'AKIATEST');
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'secret');
  s3.reset();
  db.on(GetCommand, { Key: ORDER_KEY }).resolves({ Item: completed() });
  db.on(GetCommand, { Key: DELIVERY_KEY }).resolves({ Item: readyDelivery() });
  db.on(UpdateCommand).resolves({});
  db.on(PutCommand).resolves({});
  // The plan's file versions: none revised.
  db.on(QueryCommand).resolves({ Items: [] });
  s3.on(PutObjectCommand).resolves({});
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

describe('GET /api/downloads/{orderId}', () => {
  it('lists the order’s files without any address: each download goes through the file route, which counts it', async () => {
    const result = await getDownload();

    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      orderId: ORDER_ID,
      planTitle: '4-Bedroom Tema Villa',
      packageType: 'standard',
      expiresAt: '2026-11-27T10:00:00.000Z',
    });
    const files = result.body.files as Record<string, unknown>[];
    expect(files.map(({ path, name, tier }) => ({ path, name, tier }))).toEqual([
      { path: 'plans/villa-01/basic/villa-01-basic.pdf', name: 'villa-01-basic.pdf', tier: 'basic' },
      { path: 'plans/villa-01/standard/Floor%20Plan%20(v2).dxf', name: 'Floor Plan (v2).dxf', tier: 'standard' },
    ]);
    // No presigned address anywhere in the answer: opening the page hands out nothing to fetch uncounted.
    expect(JSON.stringify(result.body)).not.toContain('X-Amz-');
    for (const file of files) expect(file).not.toHaveProperty('url');
  });

  it('answers 410 Download Link Expired after the 7-day window', async () => {
    db.on(GetCommand, { Key: ORDER_KEY }).resolves({ Item: completed({ expires_at: '2026-11-21T11:59:59.000Z' }) });

    const result = await getDownload();

    expect(result.status).toBe(410);
    expect(result.body.message).toBe('Download Link Expired');
  });

  it.each([
    ['expired', { expires_at: '2026-11-21T11:59:59.000Z' }, 410],
    ['refunded', { status: 'refunded', payment_status: 'refunded' }, 410],
    ['paused by a dispute', { dispute_status: 'open' }, 403],
    ['not paid yet', { status: 'pending', payment_status: 'pending', paid_at: null, expires_at: null }, 409],
  ])(
    'answers an order %s with no-store on the page and the file route: a re-issue shows at once',
    async (_, change, status) => {
      db.on(GetCommand, { Key: ORDER_KEY }).resolves({ Item: completed(change) });

      const page = await getDownload();
      const file = await getFile(FILES[0].key);

      for (const answer of [page, file]) {
        expect(answer.status).toBe(status);
        expect(answer.headers['cache-control']).toBe('no-store');
      }
    },
  );

  it('offers nothing before the payment is completed', async () => {
    db.on(GetCommand, { Key: ORDER_KEY }).resolves({ Item: orderItem() });

    const result = await getDownload();

    expect(result.status).toBe(409);
  });

  it("answers another buyer's order like a missing one, and lets staff in", async () => {
    const intruder = await getDownload({ sub: 'intruder' });
    const staff = await getDownload({ sub: 'admin-1', groups: ['admin'] });

    expect(intruder.status).toBe(404);
    expect(staff.status).toBe(200);
  });

  it("falls back to the plan's current files when none were copied, and says 'No files available' when it has none", async () => {
    db.on(GetCommand, { Key: ORDER_KEY }).resolves({ Item: completed({ files: [] }) });
    db.on(GetCommand, { Key: DELIVERY_KEY }).resolves({
      Item: readyDelivery([{ key: 'plans/villa-01/basic/plan.pdf', tier: 'basic' }]),
    });
    db.on(GetCommand, { Key: { pk: 'PLAN#villa-01', sk: 'PLAN' } })
      .resolvesOnce({ Item: sampleItem() })
      .resolves({});

    const fallback = await getDownload();
    const none = await getDownload();

    expect((fallback.body.files as { path: string }[]).map((file) => file.path)).toEqual([
      'plans/villa-01/basic/plan.pdf',
    ]);
    expect(none.status).toBe(404);
    expect(none.body.message).toContain('No files available');
  });

  it('lists the licence certificate and the ZIP by name and path, without an address', async () => {
    const result = await getDownload();

    expect(result.body.status).toBe('ready');
    expect(result.body.certificate).toEqual({
      name: 'Licence-Certificate-INV-3C4D5E6F.pdf',
      path: CERTIFICATE.split('/').map(encodeURIComponent).join('/'),
    });
    const zip = result.body.zip as { name: string; path: string };
    expect(zip).not.toHaveProperty('url');
    expect(zip.name).toBe('4-Bedroom Tema Villa (Standard) INV-3C4D5E6F.zip');
    expect(decodeURIComponent(zip.path)).toBe(ZIP);
  });

  it('asks for the delivery once (a conditional write, then the request object) and answers when it is made', async () => {
    db.on(GetCommand, { Key: DELIVERY_KEY })
      .resolvesOnce({})
      .resolvesOnce({
        Item: { ...DELIVERY_KEY, status: 'preparing', fingerprint: 'x', requested_at: NOW.toISOString() },
      })
      .resolves({ Item: readyDelivery() });

    const result = await getDownload();

    expect(result.body.status).toBe('ready');
    const claim = db.commandCalls(PutCommand)[0]?.args[0].input;
    expect(claim?.Item).toMatchObject({
      ...DELIVERY_KEY,
      status: 'preparing',
      fingerprint: deliveryFingerprint(FILES.map((file) => ({ ...file, updatedAt: null, earlier: false }))),
    });
    expect(claim?.ConditionExpression).toContain('attribute_not_exists(#pk) OR #fp <> :fp');
    const request = s3.commandCalls(PutObjectCommand)[0]?.args[0].input;
    expect(request?.Key).toBe(`deliveries/requests/${ORDER_ID}.json`);
    expect(JSON.parse(String(request?.Body))).toEqual({
      orderId: ORDER_ID,
      fingerprint: deliveryFingerprint(FILES.map((file) => ({ ...file, updatedAt: null, earlier: false }))),
    });
  });

  it('asks again for a delivery made before the reuse period, whose objects the bucket is about to expire (a reopened window)', async () => {
    const old = { ...readyDelivery(), requested_at: '2026-11-01T10:00:00.000Z', ready_at: '2026-11-01T10:00:02.000Z' };
    db.on(GetCommand, { Key: ORDER_KEY }).resolves({ Item: completed({ expires_at: '2026-11-30T10:00:00.000Z' }) });
    db.on(GetCommand, { Key: DELIVERY_KEY }).resolvesOnce({ Item: old }).resolves({ Item: readyDelivery() });

    const result = await getDownload();

    expect(result.body.status).toBe('ready');
    const claim = db.commandCalls(PutCommand)[0]?.args[0].input;
    expect(claim?.Item).toMatchObject({ ...DELIVERY_KEY, status: 'preparing' });
    expect(claim?.ConditionExpression).toContain('(#status = :ready AND #made < :made)');
    expect(claim?.ExpressionAttributeValues?.[':made']).toBe('2026-11-14T12:00:00.000Z');
    expect(s3.commandCalls(PutObjectCommand).map((call) => call.args[0].input.Key)).toEqual([
      `deliveries/requests/${ORDER_ID}.json`,
    ]);
  });

  it('leaves the request to the page load that won it (no second request object)', async () => {
    db.on(GetCommand, { Key: DELIVERY_KEY }).resolvesOnce({}).resolves({ Item: readyDelivery() });
    db.on(PutCommand).rejects(Object.assign(new Error('lost'), { name: 'ConditionalCheckFailedException' }));

    const result = await getDownload();

    expect(result.body.status).toBe('ready');
    expect(s3.commandCalls(PutObjectCommand)).toHaveLength(0);
  });

  it('says preparing, with no links, while the delivery is still being made', async () => {
    db.on(GetCommand, { Key: DELIVERY_KEY }).resolves({
      Item: {
        ...DELIVERY_KEY,
        status: 'preparing',
        fingerprint: deliveryFingerprint(FILES.map((file) => ({ ...file, updatedAt: null, earlier: false }))),
        requested_at: NOW.toISOString(),
      },
    });
    db.on(PutCommand).rejects(Object.assign(new Error('lost'), { name: 'ConditionalCheckFailedException' }));

    const result = await getDownload();

    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ status: 'preparing', files: [], certificate: null, zip: null });
  }, 15_000);
});

describe('GET /api/downloads/{orderId}/file', () => {
  it('redirects a double-encoded path of the order to a fresh attachment link and counts the download', async () => {
    const key = 'plans/villa-01/standard/Floor Plan (v2).dxf';

    const result = await getFile(encodeURIComponent(encodeURIComponent(key)));

    expect(result.status).toBe(302);
    const location = new URL(String(result.headers.location));
    expect(decodeURIComponent(location.pathname)).toContain(key);
    expect(location.searchParams.get('response-content-disposition')).toContain('filename="Floor Plan (v2).dxf"');
    // Valid to the window's end (2026-11-21T12:00 to 2026-11-27T10:00 is 5 days 22 hours); never kept by a browser.
    expect(location.searchParams.get('X-Amz-Expires')).toBe(String(5 * 86_400 + 22 * 3600));
    expect(result.headers['cache-control']).toBe('private, no-store');
    const count = db.commandCalls(UpdateCommand)[0]?.args[0].input;
    expect(count?.UpdateExpression).toBe('ADD download_count :one, downloaded_files :file SET last_download_at = :at');
    expect(count?.ConditionExpression).toBe('attribute_exists(#pk) AND NOT contains(downloaded_files, :key)');
    expect(count?.ExpressionAttributeNames).toEqual({ '#pk': 'pk' });
    const shopWide = db
      .commandCalls(UpdateCommand)
      .map((call) => call.args[0].input)
      .filter((input) => String(input.Key?.pk).startsWith('STATS#'));
    expect(shopWide.map((input) => input.Key)).toEqual([
      { pk: 'STATS#DAY', sk: NOW.toISOString().slice(0, 10) },
      { pk: 'STATS#TOTAL', sk: 'TOTAL' },
    ]);
    expect(shopWide.map((input) => input.ExpressionAttributeNames)).toEqual([
      { '#a0': 'downloads' },
      { '#a0': 'downloads' },
    ]);
  });

  it('answers the ZIP’s link as JSON when asked for a link (the page hands it to the download manager), counted', async () => {
    const result = await callAs(fileHandler, {
      method: 'GET',
      route: '/api/downloads/{orderId}/file',
      params: { orderId: ORDER_ID },
      query: { filePath: encodeURIComponent(ZIP), answer: 'link' },
      as: BUYER,
    });

    expect(result.status).toBe(200);
    expect(result.headers['cache-control']).toBe('private, no-store');
    expect(decodeURIComponent(new URL(String(result.body.location)).pathname)).toBe(`/${ZIP}`);
    const counted = db
      .commandCalls(UpdateCommand)
      .filter((call) => String(call.args[0].input.UpdateExpression).startsWith('ADD download_count'));
    expect(counted).toHaveLength(2);
  });

  it('still serves the file when the shop-wide download count fails (logged)', async () => {
    db.on(UpdateCommand, { Key: { pk: 'STATS#TOTAL', sk: 'TOTAL' } }).rejects(new Error('throttled'));

    const result = await getFile('plans/villa-01/basic/villa-01-basic.pdf');

    expect(result.status).toBe(302);
  });

  it.each([
    ['a parent-directory step', 'plans/villa-01/basic/../premium/set.zip'],
    ['an encoded parent-directory step', '..%2F..%2Fetc%2Fpasswd'],
    ['a double-encoded parent-directory step', '%252E%252E%252Fsecret'],
    ['an absolute path', '/plans/villa-01/basic/villa-01-basic.pdf'],
    ['a full address', 'https://evil.example.com/x.pdf'],
    ['a backslash path', 'plans\\villa-01\\basic.pdf'],
  ])('refuses %s with 400 and counts nothing', async (_name, filePath) => {
    const result = await getFile(filePath);

    expect(result.status).toBe(400);
    expect(result.body.message).toBe('That file path is not valid');
    expect(db.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it("refuses another tier's or plan's file with 404", async () => {
    const premium = await getFile('plans/villa-01/premium/set.zip');
    const otherPlan = await getFile('plans/bungalow-02/basic/bungalow-02-basic.pdf');

    expect(premium.status).toBe(404);
    expect(otherPlan.status).toBe(404);
    expect(db.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('redirects a PDF to the buyer’s stamped copy under its own name', async () => {
    const result = await getFile(FILES[0].key);

    expect(result.status).toBe(302);
    const location = new URL(String(result.headers.location));
    expect(decodeURIComponent(location.pathname)).toBe(`/${STAMPED_PDF}`);
    expect(location.searchParams.get('response-content-disposition')).toContain('filename="villa-01-basic.pdf"');
  });

  it('serves the ZIP and counts it as every file of the order downloaded', async () => {
    const result = await getFile(ZIP);

    expect(result.status).toBe(302);
    expect(decodeURIComponent(new URL(String(result.headers.location)).pathname)).toBe(`/${ZIP}`);
    const counted = db
      .commandCalls(UpdateCommand)
      .map((call) => call.args[0].input)
      .filter((input) => input.Key?.sk === 'ORDER' && String(input.UpdateExpression).startsWith('ADD'));
    expect(counted.map((input) => input.ExpressionAttributeValues?.[':key'])).toEqual(FILES.map((file) => file.key));
  });

  it('serves the licence certificate without counting a plan file', async () => {
    const result = await getFile(CERTIFICATE);

    expect(result.status).toBe(302);
    expect(decodeURIComponent(new URL(String(result.headers.location)).pathname)).toBe(`/${CERTIFICATE}`);
    expect(db.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it("refuses another order's delivery folder with 404", async () => {
    const result = await getFile('deliveries/another-order/Licence-Certificate-INV-1.pdf');

    expect(result.status).toBe(404);
  });

  it('refuses an expired window with 410', async () => {
    db.on(GetCommand, { Key: ORDER_KEY }).resolves({ Item: completed({ expires_at: '2026-11-20T00:00:00.000Z' }) });

    const result = await getFile(FILES[0].key);

    expect(result.status).toBe(410);
  });
});
