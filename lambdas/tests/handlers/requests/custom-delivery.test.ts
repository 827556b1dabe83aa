import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { DOWNLOAD_WINDOW_DAYS } from '@shop/shared/constants';
import { DOWNLOAD_TEXTS } from '@shop/shared/orders/downloads';
import { mockClient } from 'aws-sdk-client-mock';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { pdfPageTexts } from '../../../../test/support/pdf-text.ts';
import { callerFromClaims } from '../../../src/auth/caller.ts';
import { deliveryFingerprint } from '../../../src/domain/deliveries/delivery-keys.ts';
import { orderDeliveryFiles } from '../../../src/domain/deliveries/order-delivery-files.ts';
import { prepareDelivery } from '../../../src/domain/deliveries/prepare-delivery.ts';
import { downloadFile } from '../../../src/domain/downloads/download-file.ts';
import { windowAfterDelivery } from '../../../src/domain/quotes/deliver-custom-files.ts';
import { handler as coverHandler } from '../../../src/handlers/requests/cover-request-quote.ts';
import { handler as uploadHandler } from '../../../src/handlers/requests/create-request-delivery-upload.ts';
import { handler as deliverHandler } from '../../../src/handlers/requests/deliver-request-files.ts';
import { handler as listHandler } from '../../../src/handlers/requests/list-customized-files.ts';
import { deliveryRepository } from '../../../src/repositories/delivery-repository.ts';
import { toOrderItem } from '../../../src/repositories/order-item.ts';
import { ordersRepository } from '../../../src/repositories/orders-repository.ts';
import { planFileVersionsRepository } from '../../../src/repositories/plan-file-versions-repository.ts';
import { plansRepository } from '../../../src/repositories/plans-repository.ts';
import type { SignedInAs } from '../../support/authorized-event.ts';
import { callAs } from '../../support/call-handler.ts';
import { startDynalite } from '../../support/dynalite-table.ts';
import { memoryDeliveryStore } from '../../support/memory-delivery-store.ts';
import { sampleItem } from '../../support/plan-items.ts';
import { requestItem } from '../../support/request-items.ts';
import { sampleOrder } from '../payments/payment-fixtures.ts';

/*
 * Customized drawings delivered into one buyer's order, against a real table engine (dynalite; the uploads' bucket
 * answers through a mocked S3 client): they are listed, stamped and downloadable for that buyer only, and another
 * buyer of the same plan can neither list nor download them.
 */
const AMA: SignedInAs = { sub: 'buyer-1', email: 'ama@example.com' };
const KOFI: SignedInAs = { sub: 'kofi-sub', email: 'kofi@example.com' };
const STAFF: SignedInAs = { sub: 'staff-1', email: 'staff@example.com', groups: ['admin'] };
const REQUEST_ID = 'req-0001';
const AMA_ORDER = 'order-ama-0001';
const KOFI_ORDER = 'order-kofi-0001';
const PLAN_PDF = 'plans/villa-01/basic/plan.pdf';

const s3 = mockClient(S3Client);
let engine: Awaited<ReturnType<typeof startDynalite>>;
let table: string;
let mailDir: string;

beforeAll(async () => {
  engine = await startDynalite();
});
afterAll(async () => {
  await engine?.stop();
});

const paidOrder = (id: string, who: SignedInAs, packageType: 'basic' | 'premium', licenceName: string) =>
  toOrderItem(
    sampleOrder({
      id,
      reference: `thp_${id}`,
      user_id: who.sub,
      user_email: who.email ?? '',
      package_type: packageType,
      tier: packageType,
      status: 'completed',
      payment_status: 'completed',
      paid_at: '2026-11-20T10:02:00.000Z',
      expires_at: '2099-01-01T00:00:00.000Z',
      licenceName,
      files: [{ key: PLAN_PDF, tier: 'basic' }],
    }),
  );

beforeEach(async () => {
  s3.reset();
  s3.on(HeadObjectCommand).resolves({});
  table = await engine.newTable();
  mailDir = mkdtempSync(join(tmpdir(), 'delivery-mail-'));
  vi.stubEnv('TABLE_NAME', table);
  vi.stubEnv('DYNAMODB_ENDPOINT', engine.endpoint);
  vi.stubEnv('AWS_REGION', 'eu-west-1');
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'test');
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'test');
  vi.stubEnv('LOG_LEVEL', 'silent');
  vi.stubEnv('PLAN_FILES_BUCKET', 'plan-files');
  vi.stubEnv('MAIL_DIR', mailDir);
  vi.stubEnv('SITE_URL', 'https://shop.example.com');
  for (const item of [
    sampleItem(),
    paidOrder(AMA_ORDER, AMA, 'premium', 'Ama Mensah'),
    paidOrder(KOFI_ORDER, KOFI, 'basic', 'Kofi Boateng'),
    requestItem({ id: REQUEST_ID, kind: 'customization', order_id: AMA_ORDER }),
  ])
    await engine.db.send(new PutCommand({ TableName: table, Item: item }));
  return () => rmSync(mailDir, { recursive: true, force: true });
});

const cover = () =>
  callAs(coverHandler, {
    method: 'POST',
    route: '/api/admin/requests/{id}/quotes/covered',
    params: { id: REQUEST_ID },
    body: {},
    as: STAFF,
  });
const upload = (files: unknown) =>
  callAs(uploadHandler, {
    method: 'POST',
    route: '/api/admin/requests/{id}/deliveries/uploads',
    params: { id: REQUEST_ID },
    body: { files },
    as: STAFF,
  });
const deliver = (keys: string[]) =>
  callAs(deliverHandler, {
    method: 'POST',
    route: '/api/admin/requests/{id}/deliveries',
    params: { id: REQUEST_ID },
    body: { keys },
    as: STAFF,
  });
const listCustomized = (as: SignedInAs, id: string) =>
  callAs(listHandler, { method: 'GET', route: '/api/orders/{id}/customized-files', params: { id }, as });

const asCaller = (who: SignedInAs) => {
  const caller = callerFromClaims({ sub: who.sub, email: who.email });
  if (!caller) throw new Error('no caller');
  return caller;
};

async function drawing(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.addPage([842, 595]);
  return pdf.save();
}

/** Premium's customization covered, one customized PDF uploaded and delivered: its key. */
async function coveredAndDelivered(): Promise<string> {
  expect((await cover()).status).toBe(200);
  const uploaded = await upload([{ name: 'Villa east wing.pdf', size: 120_000 }]);
  expect(uploaded.status).toBe(200);
  const [slot] = (uploaded.body as { uploads: { key: string }[] }).uploads;
  const delivered = await deliver([slot?.key ?? '']);
  expect(delivered.status).toBe(200);
  return slot?.key ?? '';
}

describe('customized drawings delivered into the buyer’s order', { timeout: 30_000 }, () => {
  it('join the buyer’s order marked as customized, move the request to delivered, and mail the buyer', async () => {
    const key = await coveredAndDelivered();

    expect(key).toMatch(new RegExp(`^custom/${REQUEST_ID}/[0-9a-f-]{36}/Villa east wing\\.pdf$`));
    const order = await ordersRepository(engine.db, table).get(AMA_ORDER);
    expect(order?.files).toEqual([
      { key: PLAN_PDF, tier: 'basic' },
      { key, tier: 'premium', customized_at: expect.any(String), request_id: REQUEST_ID },
    ]);
    const { Item } = await engine.db.send(
      new GetCommand({ TableName: table, Key: { pk: `REQUEST#${REQUEST_ID}`, sk: 'REQUEST' } }),
    );
    expect(Item).toMatchObject({ state: 'delivered', gsi3pk: 'REQUESTS#delivered', quote_covered: true });
    const mails = readdirSync(mailDir).filter((name) => name.includes('-request-delivered-'));
    expect(mails).toHaveLength(1);
    const mail = readFileSync(join(mailDir, mails[0] ?? ''), 'utf8');
    expect(mail).toMatch(/^To: ama@example\.com\r?$/m);
    expect(mail).toContain(`https://shop.example.com/download/${AMA_ORDER}`);
    const listed = await listCustomized(AMA, AMA_ORDER);
    expect(listed.body).toEqual({
      order_id: AMA_ORDER,
      files: [
        {
          path: `custom/${REQUEST_ID}/${key.split('/')[2]}/Villa%20east%20wing.pdf`,
          name: 'Villa east wing.pdf',
          customized_at: expect.any(String),
          request_id: REQUEST_ID,
        },
      ],
    });
  });

  it('are stamped with the buyer’s licence name by the delivery pipeline and served from the order’s own folder', async () => {
    const key = await coveredAndDelivered();
    const order = await ordersRepository(engine.db, table).get(AMA_ORDER);
    if (!order) throw new Error('order missing');
    const memory = memoryDeliveryStore({ [PLAN_PDF]: await drawing(), [key]: await drawing() });
    const deliveries = deliveryRepository(engine.db, table);
    const fileDeps = {
      plans: plansRepository(engine.db, table),
      versions: planFileVersionsRepository(engine.db, table),
    };
    const files = await orderDeliveryFiles(fileDeps, order);

    const made = await prepareDelivery(
      {
        ...fileDeps,
        orders: ordersRepository(engine.db, table),
        receipts: { countReceipt: async () => undefined },
        profiles: { get: async () => undefined },
        deliveries,
        store: memory.store,
        removal: { remove: async () => undefined },
        now: () => new Date(),
      },
      { orderId: AMA_ORDER, fingerprint: deliveryFingerprint(files) },
    );

    expect(made).toMatchObject({ outcome: 'ready', stamped: 2 });
    const signed: string[] = [];
    const location = await downloadFile(
      {
        ...fileDeps,
        orders: ordersRepository(engine.db, table),
        links: {
          sign: async (served: string) => {
            signed.push(served);
            return `https://signed.example/${served}`;
          },
        },
        analytics: { recordDownload: async () => undefined },
        deliveries,
        requests: { send: async () => undefined, sendRevision: async () => undefined },
        now: () => new Date(),
      } as unknown as Parameters<typeof downloadFile>[0],
      asCaller(AMA),
      AMA_ORDER,
      key,
    );
    expect(location).toContain(`deliveries/${AMA_ORDER}/`);
    const stamped = memory.objects.get(signed[0] ?? '');
    const [text] = await pdfPageTexts(stamped ?? new Uint8Array());
    expect(text).toContain('Ama Mensah');
  });

  it('are never listed nor downloadable for another buyer of the same plan', async () => {
    const key = await coveredAndDelivered();
    const fileDeps = {
      plans: plansRepository(engine.db, table),
      versions: planFileVersionsRepository(engine.db, table),
    };
    const downloadDeps = {
      ...fileDeps,
      orders: ordersRepository(engine.db, table),
      links: { sign: async (served: string) => `https://signed.example/${served}` },
      analytics: { recordDownload: async () => undefined },
      deliveries: deliveryRepository(engine.db, table),
      requests: { send: async () => undefined, sendRevision: async () => undefined },
      now: () => new Date(),
    } as unknown as Parameters<typeof downloadFile>[0];

    // Kofi's own order of the plan lists none, and Ama's order is not his to read
    expect((await listCustomized(KOFI, KOFI_ORDER)).body).toEqual({ order_id: KOFI_ORDER, files: [] });
    expect((await listCustomized(KOFI, AMA_ORDER)).status).toBe(404);
    // Asking for Ama's customized file through his own order, or through hers, is refused
    await expect(downloadFile(downloadDeps, asCaller(KOFI), KOFI_ORDER, key)).rejects.toThrow(
      DOWNLOAD_TEXTS.fileNotInOrder,
    );
    await expect(downloadFile(downloadDeps, asCaller(KOFI), AMA_ORDER, key)).rejects.toThrow(
      DOWNLOAD_TEXTS.orderNotFound,
    );
    const kofis = await ordersRepository(engine.db, table).get(KOFI_ORDER);
    expect(kofis?.files.map((file) => file.key)).toEqual([PLAN_PDF]);
  });

  it('reopen the order’s download window for the full window from the delivery, never shortening a longer one', async () => {
    // Ama's order was paid long ago: its window closed before the drawings were ready
    await engine.db.send(
      new PutCommand({
        TableName: table,
        Item: { ...paidOrder(AMA_ORDER, AMA, 'premium', 'Ama Mensah'), expires_at: '2026-01-01T00:00:00.000Z' },
      }),
    );
    const before = Date.now();

    await coveredAndDelivered();

    const reopened = await ordersRepository(engine.db, table).get(AMA_ORDER);
    const end = new Date(reopened?.expires_at ?? 0).getTime();
    expect(end).toBeGreaterThanOrEqual(before + DOWNLOAD_WINDOW_DAYS * 86_400_000);
    expect(end).toBeLessThanOrEqual(Date.now() + DOWNLOAD_WINDOW_DAYS * 86_400_000);
    // The buyer's own yearly reopenings are not spent by it
    expect(reopened?.window_reopenings ?? []).toEqual([]);
    // A window that already ends later is kept
    expect(windowAfterDelivery('2099-01-01T00:00:00.000Z', new Date())).toBe('2099-01-01T00:00:00.000Z');
  });

  it('mail the buyer in the order’s language', async () => {
    await engine.db.send(
      new PutCommand({
        TableName: table,
        Item: { ...paidOrder(AMA_ORDER, AMA, 'premium', 'Ama Mensah'), language: 'fr' },
      }),
    );

    await coveredAndDelivered();

    const [name] = readdirSync(mailDir).filter((file) => file.includes('-request-delivered-'));
    const mail = readFileSync(join(mailDir, name ?? ''), 'utf8');
    expect(mail).toContain('https://shop.example.com/fr/download/');
    expect(mail).toContain('Vos plans personnalis');
  });
});
