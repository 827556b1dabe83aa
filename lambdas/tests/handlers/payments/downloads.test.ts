import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deliveryFingerprint, deliveryKeys } from '../../../src/domain/deliveries/delivery-keys.ts';
import { handler as fileHandler } from '../../../src/handlers/downloads/download-file.ts';
import { handler as downloadHandler } from '../../../src/handlers/downloads/get-download.ts';
import type { SignedInAs } from '../../support/authorized-event.ts';
import { callAs } from '../../support/call-handler.ts';
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

/*
 * Which delivery is asked for, what the page lists, which object each link serves and what is counted are checked on
 * the domain functions against in-memory repositories (tests/domain/downloads/downloads.test.ts); these are the
 * routes' own duties: the answers' status and caching, and the signed link itself.
 */
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
});

describe('GET /api/downloads/{orderId}/file', () => {
  it('redirects a double-encoded path of the order to a fresh attachment link, valid to the window’s end', async () => {
    const key = 'plans/villa-01/standard/Floor Plan (v2).dxf';

    const result = await getFile(encodeURIComponent(encodeURIComponent(key)));

    expect(result.status).toBe(302);
    const location = new URL(String(result.headers.location));
    expect(decodeURIComponent(location.pathname)).toContain(key);
    expect(location.searchParams.get('response-content-disposition')).toContain('filename="Floor Plan (v2).dxf"');
    // Valid to the window's end (2026-11-21T12:00 to 2026-11-27T10:00 is 5 days 22 hours); never kept by a browser.
    expect(location.searchParams.get('X-Amz-Expires')).toBe(String(5 * 86_400 + 22 * 3600));
    expect(result.headers['cache-control']).toBe('private, no-store');
  });

  it('answers the ZIP’s link as JSON when asked for a link (the page hands it to the download manager)', async () => {
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
  });

  it.each([
    ['a parent-directory step', 'plans/villa-01/basic/../premium/set.zip'],
    ['an encoded parent-directory step', '..%2F..%2Fetc%2Fpasswd'],
    ['a double-encoded parent-directory step', '%252E%252E%252Fsecret'],
    ['an absolute path', '/plans/villa-01/basic/villa-01-basic.pdf'],
    ['a full address', 'https://evil.example.com/x.pdf'],
    ['a backslash path', 'plans\\villa-01\\basic.pdf'],
  ])('refuses %s with 400', async (_name, filePath) => {
    const result = await getFile(filePath);

    expect(result.status).toBe(400);
    expect(result.body.message).toBe('That file path is not valid');
  });
});
