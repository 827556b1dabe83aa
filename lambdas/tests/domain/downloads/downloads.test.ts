import { DOWNLOAD_TEXTS } from '@shop/shared/orders/downloads';
import type { Package } from '@shop/shared/plans/plan';
import { describe, expect, it } from 'vitest';
import type { Caller } from '../../../src/auth/caller.ts';
import { deliveryFingerprint, deliveryKeys } from '../../../src/domain/deliveries/delivery-keys.ts';
import { orderDeliveryFiles } from '../../../src/domain/deliveries/order-delivery-files.ts';
import { downloadFile } from '../../../src/domain/downloads/download-file.ts';
import { getDownload } from '../../../src/domain/downloads/get-download.ts';
import { ConflictError, ForbiddenError, GoneError, NotFoundError } from '../../../src/errors/domain-errors.ts';
import type { StoredDelivery } from '../../../src/repositories/delivery-repository.ts';
import type { StoredOrder } from '../../../src/repositories/order-item.ts';
import { BUYER, ORDER_ID, sampleOrder } from '../../handlers/payments/payment-fixtures.ts';
import { analyticsFake } from '../../support/fakes/analytics-fake.ts';
import { deliveriesFake } from '../../support/fakes/deliveries-fake.ts';
import { deliveryRequestsFake } from '../../support/fakes/delivery-requests-fake.ts';
import { fileVersionsFake } from '../../support/fakes/file-versions-fake.ts';
import { ordersFake } from '../../support/fakes/orders-fake.ts';
import { planFileLinksFake } from '../../support/fakes/plan-file-links-fake.ts';
import { plansFake } from '../../support/fakes/plans-fake.ts';
import { samplePlan } from '../../support/plan-items.ts';

/*
 * The buyer's download page and file route on the in-memory orders and deliveries: which delivery is asked for and
 * when, what the page lists, which file each link serves, and what is counted on the order and in the figures.
 */

const NOW = new Date('2026-11-21T12:00:00.000Z');
const OWNER: Caller = { ...BUYER, groups: [] };
const FILES = [
  { key: 'plans/villa-01/basic/villa-01-basic.pdf', tier: 'basic' },
  { key: 'plans/villa-01/standard/Floor Plan (v2).dxf', tier: 'standard' },
] as const;
const STAMPED_PDF = deliveryKeys.stamped(ORDER_ID, FILES[0].key, 'villa-01-basic.pdf');
const CERTIFICATE = `deliveries/${ORDER_ID}/Licence-Certificate-INV-3C4D5E6F.pdf`;
const ZIP = `deliveries/${ORDER_ID}/abc/4-Bedroom Tema Villa (Standard) INV-3C4D5E6F.zip`;

function completed(overrides: Partial<StoredOrder> = {}): StoredOrder {
  return sampleOrder({
    status: 'completed',
    payment_status: 'completed',
    paid_at: '2026-11-20T10:00:00.000Z',
    expires_at: '2026-11-27T10:00:00.000Z',
    files: [...FILES],
    ...overrides,
  });
}

/** A delivery as the delivery Lambda records it: PDFs stamped, made at `readyAt`, of the files it was asked for. */
function madeDelivery(
  fingerprint: string,
  files: readonly { key: string; tier: Package }[],
  readyAt = '2026-11-20T10:01:02.000Z',
): Extract<StoredDelivery, { status: 'ready' }> {
  return {
    status: 'ready',
    fingerprint,
    requested_at: '2026-11-20T10:01:00.000Z',
    ready_at: readyAt,
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
  };
}

/**
 * A shop with one order. `delivery` is what the order's delivery is at the start: made for the order's files (the
 * default), made `made-long-ago`, in the making by another page load, or none. Whenever the delivery Lambda is asked,
 * its stand-in makes the delivery at once, for the files the order delivers.
 */
async function shop(
  order: StoredOrder = completed(),
  options: {
    delivery?: 'made' | 'made-long-ago' | 'in-the-making' | 'none';
    plans?: Parameters<typeof plansFake>[0];
    analyticsFailing?: boolean;
  } = {},
) {
  const orders = ordersFake([order]);
  const plans = plansFake(options.plans);
  const versions = fileVersionsFake();
  const deliveries = deliveriesFake();
  const files = await orderDeliveryFiles({ plans, versions }, order);
  const fingerprint = deliveryFingerprint(files);
  const requests = deliveryRequestsFake((orderId, asked) =>
    deliveries.markReady(orderId, madeDelivery(asked, files, NOW.toISOString())),
  );
  const delivery = options.delivery ?? 'made';
  if (delivery === 'made') await deliveries.markReady(order.id, madeDelivery(fingerprint, files));
  if (delivery === 'made-long-ago') {
    await deliveries.markReady(order.id, madeDelivery(fingerprint, files, '2026-11-01T10:00:02.000Z'));
  }
  if (delivery === 'in-the-making') await deliveries.request(order.id, fingerprint, NOW.toISOString(), '', '');
  const links = planFileLinksFake();
  const analytics = analyticsFake({ failing: options.analyticsFailing });
  const deps = {
    orders,
    plans,
    versions,
    deliveries,
    requests,
    links,
    analytics,
    now: () => NOW,
    // The page answers 'preparing' at once rather than wait for a delivery no one is making.
    canWaitMore: () => delivery !== 'in-the-making',
  };
  return { deps, orders, deliveries, requests, links, analytics, fingerprint, files };
}

describe('getDownload: the download page', () => {
  it('lists the order’s files, its licence certificate and its ZIP, by name and path', async () => {
    const { deps, requests } = await shop();

    const page = await getDownload(deps, OWNER, ORDER_ID);

    expect(page).toMatchObject({
      orderId: ORDER_ID,
      planTitle: '4-Bedroom Tema Villa',
      packageType: 'standard',
      expiresAt: '2026-11-27T10:00:00.000Z',
      status: 'ready',
    });
    expect(page.files.map(({ path, name, tier }) => ({ path, name, tier }))).toEqual([
      { path: 'plans/villa-01/basic/villa-01-basic.pdf', name: 'villa-01-basic.pdf', tier: 'basic' },
      { path: 'plans/villa-01/standard/Floor%20Plan%20(v2).dxf', name: 'Floor Plan (v2).dxf', tier: 'standard' },
    ]);
    expect(page.certificate).toEqual({
      name: 'Licence-Certificate-INV-3C4D5E6F.pdf',
      path: CERTIFICATE.split('/').map(encodeURIComponent).join('/'),
    });
    expect(page.zip?.name).toBe('4-Bedroom Tema Villa (Standard) INV-3C4D5E6F.zip');
    expect(decodeURIComponent(page.zip?.path ?? '')).toBe(ZIP);
    // A delivery made for these files is used as it is
    expect(requests.deliveries).toEqual([]);
  });

  it('asks the delivery Lambda once, for the order’s files, and answers when it is made', async () => {
    const { deps, requests, fingerprint } = await shop(completed(), { delivery: 'none' });

    const page = await getDownload(deps, OWNER, ORDER_ID);

    expect(requests.deliveries).toEqual([{ orderId: ORDER_ID, fingerprint }]);
    expect(page.status).toBe('ready');
    expect(page.files).toHaveLength(2);
  });

  it('asks again for a delivery made before the reuse period, whose objects the bucket is about to expire (a reopened window)', async () => {
    const { deps, requests, deliveries, fingerprint } = await shop(
      completed({ expires_at: '2026-11-30T10:00:00.000Z' }),
      { delivery: 'made-long-ago' },
    );

    const page = await getDownload(deps, OWNER, ORDER_ID);

    expect(requests.deliveries).toEqual([{ orderId: ORDER_ID, fingerprint }]);
    expect(page.status).toBe('ready');
    expect(await deliveries.get(ORDER_ID)).toMatchObject({ status: 'ready', ready_at: NOW.toISOString() });
  });

  it('leaves the request to the page load that won it (no second request), and answers once it is made', async () => {
    // Prepare: another page load asked a moment ago; the Lambda finishes its delivery shortly after this load reads
    const { deps, requests, deliveries, fingerprint, files } = await shop(completed(), { delivery: 'in-the-making' });
    setTimeout(() => void deliveries.markReady(ORDER_ID, madeDelivery(fingerprint, files)), 100);

    // Act
    const page = await getDownload({ ...deps, canWaitMore: () => true }, OWNER, ORDER_ID);

    // Assess
    expect(requests.deliveries).toEqual([]);
    expect(page.status).toBe('ready');
  });

  it('says preparing, with no links, while the delivery is still being made', async () => {
    const { deps } = await shop(completed(), { delivery: 'in-the-making' });

    const page = await getDownload(deps, OWNER, ORDER_ID);

    expect(page).toMatchObject({ status: 'preparing', files: [], certificate: null, zip: null });
  });

  it("falls back to the plan's current files when none were copied, and says 'No files available' when it has none", async () => {
    const withPlan = await shop(completed({ files: [] }), { delivery: 'none', plans: [samplePlan()] });
    const withoutPlan = await shop(completed({ files: [] }), { delivery: 'none' });

    const fallback = await getDownload(withPlan.deps, OWNER, ORDER_ID);

    expect(fallback.files.map((file) => file.path)).toEqual(['plans/villa-01/basic/plan.pdf']);
    await expect(getDownload(withoutPlan.deps, OWNER, ORDER_ID)).rejects.toThrow(
      new NotFoundError(DOWNLOAD_TEXTS.noFiles),
    );
  });

  it.each([
    ['expired', { expires_at: '2026-11-21T11:59:59.000Z' }, new GoneError(DOWNLOAD_TEXTS.expiredTitle)],
    ['refunded', { status: 'refunded', payment_status: 'refunded' }, new GoneError(DOWNLOAD_TEXTS.refunded)],
    ['paused by a dispute', { dispute_status: 'open' }, new ForbiddenError(DOWNLOAD_TEXTS.disputed)],
    [
      'not paid yet',
      { status: 'pending', payment_status: 'pending', paid_at: null, expires_at: null },
      new ConflictError(DOWNLOAD_TEXTS.notCompleted),
    ],
  ] as [string, Partial<StoredOrder>, Error][])(
    'refuses an order %s on the page and the file route alike',
    async (_, change, refusal) => {
      const { deps } = await shop(completed(change));

      for (const answer of [
        () => getDownload(deps, OWNER, ORDER_ID),
        () => downloadFile(deps, OWNER, ORDER_ID, FILES[0].key),
      ]) {
        const refused = answer();
        await expect(refused).rejects.toThrow(refusal);
        await expect(refused).rejects.toBeInstanceOf(refusal.constructor);
      }
    },
  );

  it("answers another buyer's order like a missing one, and lets staff in", async () => {
    const { deps } = await shop();

    await expect(getDownload(deps, { sub: 'intruder', groups: [] }, ORDER_ID)).rejects.toThrow(NotFoundError);
    await expect(getDownload(deps, { sub: 'admin-1', groups: ['admin'] }, ORDER_ID)).resolves.toMatchObject({
      status: 'ready',
    });
  });
});

describe('downloadFile: one file of the order', () => {
  it('links a double-encoded path of the order to its file until the window’s end, counting its first download once', async () => {
    const { deps, orders, links, analytics } = await shop();
    const key = 'plans/villa-01/standard/Floor Plan (v2).dxf';

    await downloadFile(deps, OWNER, ORDER_ID, encodeURIComponent(encodeURIComponent(key)));
    await downloadFile(deps, OWNER, ORDER_ID, key);

    expect(links.signed).toEqual([
      { key, fileName: 'Floor Plan (v2).dxf', expiresAt: '2026-11-27T10:00:00.000Z' },
      { key, fileName: 'Floor Plan (v2).dxf', expiresAt: '2026-11-27T10:00:00.000Z' },
    ]);
    expect(await orders.get(ORDER_ID)).toMatchObject({
      download_count: 1,
      downloaded_files: [key],
      last_download_at: NOW.toISOString(),
    });
    expect(analytics.downloadsOn('2026-11-21')).toBe(1);
  });

  it('links a PDF to the buyer’s stamped copy under its own name', async () => {
    const { deps, links } = await shop();

    await downloadFile(deps, OWNER, ORDER_ID, FILES[0].key);

    expect(links.signed.map(({ key, fileName }) => ({ key, fileName }))).toEqual([
      { key: STAMPED_PDF, fileName: 'villa-01-basic.pdf' },
    ]);
  });

  it('serves the ZIP and counts it as every file of the order downloaded', async () => {
    const { deps, orders, links, analytics } = await shop();

    await downloadFile(deps, OWNER, ORDER_ID, encodeURIComponent(ZIP));

    expect(links.signed.map((link) => link.key)).toEqual([ZIP]);
    expect((await orders.get(ORDER_ID))?.downloaded_files).toEqual(FILES.map((file) => file.key));
    expect(analytics.totalDownloads()).toBe(2);
  });

  it('serves the licence certificate without counting a plan file', async () => {
    const { deps, orders, links } = await shop();

    await downloadFile(deps, OWNER, ORDER_ID, CERTIFICATE);

    expect(links.signed.map((link) => link.key)).toEqual([CERTIFICATE]);
    const order = await orders.get(ORDER_ID);
    expect(order?.download_count).toBe(0);
    expect(order?.downloaded_files ?? []).toEqual([]);
  });

  it('still serves the file when the shop-wide download count fails (the order’s count stands)', async () => {
    const { deps, orders, links } = await shop(completed(), { analyticsFailing: true });

    await downloadFile(deps, OWNER, ORDER_ID, FILES[0].key);

    expect(links.signed).toHaveLength(1);
    expect((await orders.get(ORDER_ID))?.download_count).toBe(1);
  });

  it.each([
    ['a parent-directory step', 'plans/villa-01/basic/../premium/set.zip'],
    ['an encoded parent-directory step', '..%2F..%2Fetc%2Fpasswd'],
    ['a double-encoded parent-directory step', '%252E%252E%252Fsecret'],
    ['an absolute path', '/plans/villa-01/basic/villa-01-basic.pdf'],
    ['a full address', 'https://evil.example.com/x.pdf'],
    ['a backslash path', 'plans\\villa-01\\basic.pdf'],
  ])('refuses %s and counts nothing', async (_name, filePath) => {
    const { deps, orders, links } = await shop();

    await expect(downloadFile(deps, OWNER, ORDER_ID, filePath)).rejects.toThrow(DOWNLOAD_TEXTS.invalidPath);
    expect((await orders.get(ORDER_ID))?.download_count).toBe(0);
    expect(links.signed).toEqual([]);
  });

  it.each([
    ["another tier's file", 'plans/villa-01/premium/set.zip'],
    ["another plan's file", 'plans/bungalow-02/basic/bungalow-02-basic.pdf'],
    ["another order's delivery folder", 'deliveries/another-order/Licence-Certificate-INV-1.pdf'],
  ])('refuses %s (404) and counts nothing', async (_name, filePath) => {
    const { deps, orders, links } = await shop();

    await expect(downloadFile(deps, OWNER, ORDER_ID, filePath)).rejects.toThrow(
      new NotFoundError(DOWNLOAD_TEXTS.fileNotInOrder),
    );
    expect((await orders.get(ORDER_ID))?.download_count).toBe(0);
    expect(links.signed).toEqual([]);
  });
});
