import JSZip from 'jszip';
import { PDFDocument } from 'pdf-lib';
import { extractText, getDocumentProxy, getMeta } from 'unpdf';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deliveryFingerprint, deliveryKeys } from '../../../src/domain/deliveries/delivery-keys.ts';
import { deliveryFiles, replacementsOf } from '../../../src/domain/deliveries/file-versions.ts';
import { prepareDelivery } from '../../../src/domain/deliveries/prepare-delivery.ts';
import type { StoredDelivery } from '../../../src/repositories/delivery-repository.ts';
import type { OrderFile, StoredOrder } from '../../../src/repositories/order-item.ts';
import type { StoredFileVersion } from '../../../src/repositories/plan-file-versions-repository.ts';
import type { StoredProfile } from '../../../src/repositories/profiles-repository.ts';
import { memoryDeliveryStore } from '../../support/memory-delivery-store.ts';

const ORDER_ID = '01JDELIVERY0000000000ABCD1234';
const INVOICE = 'INV-ABCD1234';
const FILES: OrderFile[] = [
  { key: 'plans/villa-01/basic/Floor Plans.pdf', tier: 'basic' },
  { key: 'plans/villa-01/standard/site.dxf', tier: 'standard' },
  { key: 'plans/villa-01/standard/details.pdf', tier: 'standard' },
];
const DXF = new TextEncoder().encode('0\nSECTION\n2\nENTITIES\n0\nENDSEC\n0\nEOF\n');

async function drawingSet(sheets: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  for (let sheet = 0; sheet < sheets; sheet += 1) pdf.addPage([842, 595]);
  return pdf.save();
}

async function pageTexts(bytes: Uint8Array): Promise<string[]> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: false });
  return text;
}

function order(overrides: Partial<StoredOrder> = {}): StoredOrder {
  return {
    id: ORDER_ID,
    user_id: 'buyer-1',
    user_email: 'adjoa@example.com',
    plan_id: 'villa-01',
    plan_title: 'Tema Villa',
    package_type: 'standard',
    tier: 'standard',
    status: 'completed',
    paid_at: '2026-11-20T10:00:00.000Z',
    created_at: '2026-11-20T09:58:00.000Z',
    invoice_number: INVOICE,
    files: FILES,
    ...overrides,
  } as StoredOrder;
}

let deliveries: Map<string, StoredDelivery>;
let profile: StoredProfile | undefined;

let versions: StoredFileVersion[];
let receipts: string[];

function setup(storedOrder = order(), sources: Record<string, Uint8Array> = {}) {
  const clock = { now: new Date('2026-11-20T10:01:00.000Z') };
  const memory = memoryDeliveryStore(sources, () => clock.now);
  const deps = {
    orders: { get: async (id: string) => (id === ORDER_ID ? storedOrder : undefined) },
    plans: { get: async () => undefined },
    versions: { list: async () => versions },
    receipts: {
      countReceipt: async (_planId: string, orderId: string, key: string) => void receipts.push(`${orderId} ${key}`),
    },
    profiles: { get: async () => profile },
    deliveries: {
      get: async (id: string) => deliveries.get(id),
      markReady: async (id: string, delivery: Extract<StoredDelivery, { status: 'ready' }>) => {
        deliveries.set(id, delivery);
        return true;
      },
    },
    store: memory.store,
    removal: {
      remove: async (id: string) => {
        deliveries.delete(id);
        for (const key of [...memory.objects.keys()])
          if (key.startsWith(`deliveries/${id}/`)) memory.objects.delete(key);
      },
    },
    now: () => clock.now,
  };
  return {
    deps,
    clock,
    objects: memory.objects,
    writtenAt: memory.writtenAt,
    request: {
      orderId: ORDER_ID,
      fingerprint: deliveryFingerprint(deliveryFiles(storedOrder.files, replacementsOf(versions))),
    },
  };
}

afterEach(() => {
  vi.unstubAllEnvs();
});

beforeEach(() => {
  vi.stubEnv('LOG_LEVEL', 'silent');
  deliveries = new Map();
  versions = [];
  receipts = [];
  profile = { first_name: 'Adjoa', last_name: 'Mensah' };
});

describe('prepareDelivery', () => {
  it('stamps every sheet of every PDF with the buyer, order and date, and names the licensee in the metadata', async () => {
    // Prepare
    const { deps, objects, request } = setup(order(), {
      [FILES[0].key]: await drawingSet(3),
      [FILES[1].key]: DXF,
      [FILES[2].key]: await drawingSet(1),
    });

    // Act
    const result = await prepareDelivery(deps, request);

    // Assess
    expect(result).toMatchObject({ outcome: 'ready', stamped: 2, asUploaded: 1 });
    const delivery = deliveries.get(ORDER_ID);
    if (delivery?.status !== 'ready') throw new Error('not ready');
    const [floorPlans, dxf, details] = delivery.files;
    expect(floorPlans?.key).toMatch(new RegExp(`^deliveries/${ORDER_ID}/[0-9a-f]{16}/Floor Plans\\.pdf$`));
    expect(details?.stamped).toBe(true);
    const sheets = await pageTexts(objects.get(floorPlans?.key ?? '') as Uint8Array);
    expect(sheets).toHaveLength(3);
    for (const sheet of sheets) {
      expect(sheet).toContain(
        'Licensed to Adjoa Mensah (adjoa@example.com) - Order INV-ABCD1234 - 20 November 2026 - Licensed for one build',
      );
    }
    const { info } = await getMeta(await getDocumentProxy(objects.get(details?.key ?? '') as Uint8Array));
    expect(info.Subject).toContain('Licensed to Adjoa Mensah <adjoa@example.com>, order INV-ABCD1234');
    // CAD drawings are delivered as uploaded, from the order's own copy (removing the order's folder ends its links).
    expect(dxf).toEqual({
      source: FILES[1].key,
      key: deliveryKeys.asUploaded(ORDER_ID, FILES[1].key, 'site.dxf'),
      tier: 'standard',
      stamped: false,
      updated_at: null,
      earlier: false,
    });
  });

  it('writes a one-page licence certificate naming plan, package, buyer, date, order, invoice and the terms', async () => {
    const { deps, objects, request } = setup(order(), {
      [FILES[0].key]: await drawingSet(1),
      [FILES[1].key]: DXF,
      [FILES[2].key]: DXF,
    });

    await prepareDelivery(deps, request);

    const delivery = deliveries.get(ORDER_ID) as Extract<StoredDelivery, { status: 'ready' }>;
    expect(delivery.certificate_key).toBe(`deliveries/${ORDER_ID}/Licence-Certificate-INV-ABCD1234.pdf`);
    const pages = await pageTexts(objects.get(delivery.certificate_key) as Uint8Array);
    expect(pages).toHaveLength(1);
    const text = pages[0] ?? '';
    for (const expected of [
      'Licence Certificate',
      'Tema Villa',
      'Standard',
      'Adjoa Mensah',
      'adjoa@example.com',
      '20 November 2026',
      ORDER_ID,
      INVOICE,
      'One build of this plan',
      'Modifications of the plan for that one build',
      'Resale, sharing or publication',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('streams one ZIP with the certificate and the files in tier folders, the PDFs stamped', async () => {
    const { deps, objects, request } = setup(order(), {
      [FILES[0].key]: await drawingSet(2),
      [FILES[1].key]: DXF,
      [FILES[2].key]: await drawingSet(1),
    });

    await prepareDelivery(deps, request);

    const delivery = deliveries.get(ORDER_ID) as Extract<StoredDelivery, { status: 'ready' }>;
    expect(delivery.zip_key).toMatch(/\/Tema Villa \(Standard\) INV-ABCD1234\.zip$/);
    const zip = await JSZip.loadAsync(objects.get(delivery.zip_key) as Uint8Array);
    expect(Object.keys(zip.files).sort()).toEqual([
      'Basic/Floor Plans.pdf',
      'Licence-Certificate-INV-ABCD1234.pdf',
      'Standard/details.pdf',
      'Standard/site.dxf',
    ]);
    expect(await zip.file('Standard/site.dxf')?.async('uint8array')).toEqual(DXF);
    const inZip = await pageTexts(
      await (zip.file('Basic/Floor Plans.pdf')?.async('uint8array') as Promise<Uint8Array>),
    );
    expect(inZip.every((sheet) => sheet.includes('Licensed to Adjoa Mensah'))).toBe(true);
  });

  it('makes each stamped copy once per order: a second run, or a run for changed files, keeps the copies made', async () => {
    const { deps, objects, request } = setup(order(), {
      [FILES[0].key]: await drawingSet(1),
      [FILES[1].key]: DXF,
      [FILES[2].key]: await drawingSet(1),
    });
    await prepareDelivery(deps, request);
    const first = deliveries.get(ORDER_ID) as Extract<StoredDelivery, { status: 'ready' }>;
    const copy = objects.get(first.files[0]?.key ?? '');

    const again = await prepareDelivery(deps, request);
    objects.set(FILES[0].key, await drawingSet(4));
    deliveries.set(ORDER_ID, { status: 'preparing', fingerprint: 'older', requested_at: '2026-11-20T10:00:00.000Z' });
    await prepareDelivery(deps, request);

    expect(again).toEqual({ orderId: ORDER_ID, outcome: 'skipped', reason: 'already delivered' });
    expect(objects.get(first.files[0]?.key ?? '')).toBe(copy);
  });

  it('makes the delivery again, every object written afresh, when the one there is older than the reuse period (a reopened window)', async () => {
    // Prepare: delivered on payment day; staff reopen the window 20 days later, after the lifecycle's grace.
    const { deps, clock, objects, writtenAt, request } = setup(order(), {
      [FILES[0].key]: await drawingSet(1),
      [FILES[1].key]: DXF,
      [FILES[2].key]: await drawingSet(1),
    });
    await prepareDelivery(deps, request);
    const first = deliveries.get(ORDER_ID) as Extract<StoredDelivery, { status: 'ready' }>;
    const madeKeys = [first.files[0]?.key, first.files[2]?.key, first.certificate_key, first.zip_key] as string[];
    for (const key of madeKeys.slice(1)) objects.delete(key); // the lifecycle took these; the first is still there
    clock.now = new Date('2026-12-10T09:00:00.000Z');

    // Act
    const result = await prepareDelivery(deps, request);

    // Assess
    expect(result).toMatchObject({ outcome: 'ready', stamped: 2 });
    const again = deliveries.get(ORDER_ID) as Extract<StoredDelivery, { status: 'ready' }>;
    expect(again.ready_at).toBe('2026-12-10T09:00:00.000Z');
    for (const key of madeKeys) {
      expect(objects.has(key)).toBe(true);
      expect(writtenAt.get(key)).toEqual(clock.now);
    }
  });

  it('skips a request made for other files than the order has now, and an order that is not a completed sale', async () => {
    const { deps } = setup(order({ status: 'refunded' }));
    const stale = setup(order());

    expect(
      await prepareDelivery(deps, {
        orderId: ORDER_ID,
        fingerprint: deliveryFingerprint(deliveryFiles(FILES, new Map())),
      }),
    ).toMatchObject({
      outcome: 'skipped',
      reason: 'not a completed order',
    });
    expect(await prepareDelivery(stale.deps, { orderId: ORDER_ID, fingerprint: 'another-set' })).toMatchObject({
      outcome: 'skipped',
      reason: 'the order has other files now',
    });
    expect(deliveries.size).toBe(0);
  });

  it('delivers a PDF it cannot read as uploaded rather than withholding a paid file', async () => {
    const broken = new TextEncoder().encode('%PDF-1.7 this is not really a PDF');
    const { deps, request, objects } = setup(order({ files: [FILES[0]] }), { [FILES[0].key]: broken });

    const result = await prepareDelivery(deps, request);

    expect(result).toMatchObject({ outcome: 'ready', stamped: 0, asUploaded: 1 });
    const delivery = deliveries.get(ORDER_ID) as Extract<StoredDelivery, { status: 'ready' }>;
    const copy = deliveryKeys.asUploaded(ORDER_ID, FILES[0].key, 'Floor Plans.pdf');
    expect(delivery.files[0]).toMatchObject({ key: copy, stamped: false });
    expect(objects.get(copy)).toEqual(broken);
  });

  it('makes nothing for an order with an open dispute, and takes back what it made if a refund landed meanwhile', async () => {
    // Prepare
    const disputed = setup(order({ dispute_status: 'open' }), { [FILES[1].key]: DXF });
    let reads = 0;
    const completed = order({ files: [FILES[0], FILES[1]] });
    const refundedMeanwhile = setup(completed, { [FILES[0].key]: await drawingSet(1), [FILES[1].key]: DXF });
    refundedMeanwhile.deps.orders.get = async () => {
      reads += 1;
      return reads === 1 ? completed : { ...completed, status: 'refunded' };
    };

    // Act
    const skipped = await prepareDelivery(disputed.deps, disputed.request);
    const takenBack = await prepareDelivery(refundedMeanwhile.deps, refundedMeanwhile.request);

    // Assess
    expect(skipped).toMatchObject({ outcome: 'skipped', reason: 'downloads paused by a dispute' });
    expect(takenBack).toMatchObject({ outcome: 'skipped', reason: 'refunded or disputed while it was made' });
    expect([...refundedMeanwhile.objects.keys()].filter((key) => key.startsWith('deliveries/'))).toEqual([]);
    expect(deliveries.size).toBe(0);
  });

  it('names a buyer without a full name by email, and draws accented or non-Latin names without failing', async () => {
    profile = { first_name: 'Ɛsi Adwoa', last_name: 'Bɔatɛng' };
    const { deps, objects, request } = setup(order({ files: [FILES[0]] }), { [FILES[0].key]: await drawingSet(1) });
    await prepareDelivery(deps, request);
    const named = deliveries.get(ORDER_ID) as Extract<StoredDelivery, { status: 'ready' }>;
    const [sheet] = await pageTexts(objects.get(named.files[0]?.key ?? '') as Uint8Array);

    profile = undefined;
    deliveries.clear();
    const anonymous = setup(order({ id: ORDER_ID, files: [FILES[0]] }), { [FILES[0].key]: await drawingSet(1) });
    await prepareDelivery(anonymous.deps, anonymous.request);
    const byEmail = deliveries.get(ORDER_ID) as Extract<StoredDelivery, { status: 'ready' }>;
    const [emailSheet] = await pageTexts(anonymous.objects.get(byEmail.files[0]?.key ?? '') as Uint8Array);

    expect(sheet).toContain('Licensed to ?si Adwoa B?at?ng (adjoa@example.com)');
    expect(emailSheet).toContain('Licensed to adjoa@example.com - Order INV-ABCD1234');
  });

  it('serves a revised file as its new version (dated), keeps the version sold, zips only the new one, counts receipts', async () => {
    // Prepare
    const revised = 'plans/villa-01/basic/Floor Plans rev B.pdf';
    versions = [
      { key: FILES[0].key, tier: 'basic', replaced_by: revised, replaced_at: '2026-11-22T08:00:00.000Z' },
      { key: revised, tier: 'basic', replaces: FILES[0].key },
    ];
    const { deps, objects, request } = setup(order({ files: [FILES[0]] }), {
      [FILES[0].key]: await drawingSet(1),
      [revised]: await drawingSet(2),
    });

    // Act
    await prepareDelivery(deps, request);

    // Assess
    const delivery = deliveries.get(ORDER_ID) as Extract<StoredDelivery, { status: 'ready' }>;
    expect(
      delivery.files.map(({ source, updated_at, earlier, stamped }) => ({ source, updated_at, earlier, stamped })),
    ).toEqual([
      { source: revised, updated_at: '2026-11-22T08:00:00.000Z', earlier: false, stamped: true },
      { source: FILES[0].key, updated_at: null, earlier: true, stamped: true },
    ]);
    const zip = await JSZip.loadAsync(objects.get(delivery.zip_key) as Uint8Array);
    expect(Object.keys(zip.files).filter((name) => name.startsWith('Basic/'))).toEqual(['Basic/Floor Plans rev B.pdf']);
    expect(receipts).toEqual([`${ORDER_ID} ${revised}`, `${ORDER_ID} ${FILES[0].key}`]);
  });
  it('names the licensee written at checkout (kept on the order), not the email, on sheets, metadata and certificate', async () => {
    profile = undefined;
    const { deps, objects, request } = setup(order({ files: [FILES[0]], licenceName: 'Kwame Asante' }), {
      [FILES[0].key]: await drawingSet(2),
    });

    await prepareDelivery(deps, request);

    const delivery = deliveries.get(ORDER_ID) as Extract<StoredDelivery, { status: 'ready' }>;
    const stampedCopy = objects.get(delivery.files[0]?.key ?? '') as Uint8Array;
    for (const sheet of await pageTexts(stampedCopy)) {
      expect(sheet).toContain('Licensed to Kwame Asante (adjoa@example.com) - Order INV-ABCD1234');
    }
    const { info } = await getMeta(await getDocumentProxy(stampedCopy));
    expect(info.Subject).toContain('Licensed to Kwame Asante <adjoa@example.com>');
    const [certificate] = await pageTexts(objects.get(delivery.certificate_key) as Uint8Array);
    expect(certificate).toContain('Kwame Asante');
  });

  it('re-packs an uploaded ZIP with every PDF inside it stamped and the other entries as uploaded', async () => {
    const archiveKey = 'plans/villa-01/premium/complete-set.zip';
    const upload = new JSZip();
    upload.file('drawings/drawings.pdf', await drawingSet(2));
    upload.file('renderings.pdf', await drawingSet(1));
    upload.file('notes/readme.txt', 'Read me first');
    upload.file('site.dxf', DXF);
    const files: OrderFile[] = [{ key: archiveKey, tier: 'premium' }];
    const { deps, objects, request } = setup(order({ files, package_type: 'premium', tier: 'premium' }), {
      [archiveKey]: await upload.generateAsync({ type: 'uint8array' }),
    });

    const result = await prepareDelivery(deps, request);

    expect(result).toMatchObject({ outcome: 'ready', stamped: 1, asUploaded: 0 });
    const delivery = deliveries.get(ORDER_ID) as Extract<StoredDelivery, { status: 'ready' }>;
    expect(delivery.files[0]).toMatchObject({ source: archiveKey, stamped: true });
    expect(delivery.files[0]?.key).toMatch(new RegExp(`^deliveries/${ORDER_ID}/[0-9a-f]{16}/complete-set\\.zip$`));
    const served = await JSZip.loadAsync(objects.get(delivery.files[0]?.key ?? '') as Uint8Array);
    expect(
      Object.keys(served.files)
        .filter((name) => !name.endsWith('/'))
        .sort(),
    ).toEqual(['drawings/drawings.pdf', 'notes/readme.txt', 'renderings.pdf', 'site.dxf']);
    for (const pdf of ['drawings/drawings.pdf', 'renderings.pdf']) {
      const sheets = await pageTexts((await served.file(pdf)?.async('uint8array')) as Uint8Array);
      expect(sheets.length).toBeGreaterThan(0);
      for (const sheet of sheets) expect(sheet).toContain('Licensed to Adjoa Mensah (adjoa@example.com)');
    }
    expect(await served.file('notes/readme.txt')?.async('string')).toBe('Read me first');
    expect(await served.file('site.dxf')?.async('uint8array')).toEqual(DXF);
    // The order's ZIP carries the re-packed archive, not the upload.
    const orderZip = await JSZip.loadAsync(objects.get(delivery.zip_key) as Uint8Array);
    const inner = await JSZip.loadAsync(
      (await orderZip.file('Premium/complete-set.zip')?.async('uint8array')) as Uint8Array,
    );
    const [innerSheet] = await pageTexts((await inner.file('renderings.pdf')?.async('uint8array')) as Uint8Array);
    expect(innerSheet).toContain('Licensed to Adjoa Mensah');
  });

  it('writes the stamp, the metadata and the certificate in French for an order placed in French', async () => {
    profile = undefined;
    const { deps, objects, request } = setup(
      order({ files: [FILES[0]], licenceName: 'Adèle Kouassi', language: 'fr', plan_title: 'Villa de Tema' }),
      { [FILES[0].key]: await drawingSet(1) },
    );

    await prepareDelivery(deps, request);

    const delivery = deliveries.get(ORDER_ID) as Extract<StoredDelivery, { status: 'ready' }>;
    const stampedCopy = objects.get(delivery.files[0]?.key ?? '') as Uint8Array;
    const [sheet] = await pageTexts(stampedCopy);
    expect(sheet).toContain(
      'Licence accordée à Adèle Kouassi (adjoa@example.com) - Commande INV-ABCD1234 - 20 novembre 2026 - Licence pour une seule construction',
    );
    const { info } = await getMeta(await getDocumentProxy(stampedCopy));
    expect(info.Subject).toContain('Licence accordée à Adèle Kouassi <adjoa@example.com>, commande INV-ABCD1234');
    const [certificate] = await pageTexts(objects.get(delivery.certificate_key) as Uint8Array);
    for (const expected of [
      'Certificat de licence',
      'Villa de Tema',
      'Formule',
      'Titulaire',
      'Adèle Kouassi',
      '20 novembre 2026',
      'Cette licence autorise',
      'Une construction de ce plan',
    ]) {
      expect(certificate).toContain(expected);
    }
    expect(certificate).not.toContain('This licence allows');
  });
});
