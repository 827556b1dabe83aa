import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { PLAN_CSV_COLUMNS, type PlanImportReport, type PlanImportUploads } from '@shop/shared/admin/plan-import';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { destroyClients, type EmulatorClients, emulatorClients } from '../../local/emulators/emulator-clients.ts';
import { type ApiCall, apiCaller } from '../support/api-client.ts';
import { plainPng } from '../support/pictures.ts';
import { TINY_PDF } from '../support/sample-files.ts';
import { startTestStack, type TestStack } from '../support/test-stack.ts';
import { waitUntil } from '../support/wait-until.ts';

let shop: TestStack;
let clients: EmulatorClients;
let call: ApiCall;
let admin: string;

const MB = 1024 * 1024;
type Cells = Partial<Record<(typeof PLAN_CSV_COLUMNS)[number], string>>;

function csvOf(rows: Cells[], header: readonly string[] = PLAN_CSV_COLUMNS): string {
  const cell = (value = '') => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  return [header.join(','), ...rows.map((row) => header.map((name) => cell(row[name as keyof Cells])).join(','))].join(
    '\n',
  );
}

const planRow = (n: number, extra: Cells = {}): Cells => ({
  title: `Imported Villa ${n}`,
  description: `A bright villa number ${n}`,
  plan_type: 'villa',
  bedrooms: String(2 + (n % 4)),
  bathrooms: '2',
  area_sqm: String(150 + n),
  basic_price: '200',
  standard_price: '400',
  premium_price: '600',
  featured: 'false',
  status: 'active',
  image: `villa-${n}-front.png`,
  gallery_images: `villa-${n}-side.png`,
  basic_files: `villa-${n}.pdf`,
  ...extra,
});

/** Opens an import, uploads the CSV and the files through the presigned POSTs it hands out. */
async function uploadImport(csv: string, files: { name: string; bytes: Buffer; declaredSize?: number }[]) {
  const opened = await call<PlanImportUploads>('POST', '/api/admin/plan-imports', admin, {
    csv: { name: 'plans.csv', size: Buffer.byteLength(csv) },
    files: files.map((file) => ({ name: file.name, size: file.declaredSize ?? file.bytes.length })),
  });
  expect(opened.status).toBe(201);
  await post(opened.body.csv, Buffer.from(csv), 'text/csv');
  for (const upload of opened.body.files) {
    const file = files.find((candidate) => candidate.name === upload.name) as { bytes: Buffer };
    await post(upload, file.bytes, upload.fields['Content-Type'] ?? '');
  }
  return opened.body;
}

async function post(upload: { url: string; fields: Record<string, string> }, bytes: Buffer, type: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), 'upload');
  const posted = await fetch(upload.url, { method: 'POST', body: form });
  expect(posted.status).toBeLessThan(300);
}

async function keysUnder(bucket: string, prefix: string): Promise<string[]> {
  const listed = await clients.s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
  return (listed.Contents ?? []).map((object) => object.Key as string);
}

async function planCount(): Promise<number> {
  const counts = await Promise.all(
    ['active', 'draft', 'inactive'].map(async (status) => {
      const page = await call<{ total: number }>('GET', `/api/plans?status=${status}&limit=1`, admin);
      return page.body.total;
    }),
  );
  return counts.reduce((a, b) => a + b, 0);
}

async function finished(id: string, timeoutMs: number): Promise<PlanImportReport> {
  let report: PlanImportReport | undefined;
  await waitUntil(async () => {
    // As the page does: once a second or so, not a load of its own on a busy machine.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    report = (await call<PlanImportReport>('GET', `/api/admin/plan-imports/${id}`, admin)).body;
    return report.pending === 0;
  }, timeoutMs);
  return report as PlanImportReport;
}

beforeAll(async () => {
  shop = await startTestStack();
  call = apiCaller(shop.api);
  clients = emulatorClients(shop.stack.urls);
  admin = await shop.signIn('admin');
  // Seeding the offline stack (pictures, files) takes minutes on a loaded machine.
}, 400_000);

afterAll(async () => {
  if (clients) destroyClients(clients);
  await shop?.stop();
});

describe('bulk plan import on the offline stack', () => {
  it('a dry run reports wrong columns on line 1 and writes nothing', async () => {
    const before = await planCount();
    const opened = await uploadImport('name,rooms\nVilla,3\n', []);

    const report = await call<PlanImportReport>('POST', `/api/admin/plan-imports/${opened.id}/dry-run`, admin);

    expect(report.status).toBe(200);
    expect(report.body.problems).toEqual([
      { line: 1, field: 'name', message: 'Unknown column "name"' },
      { line: 1, field: 'rooms', message: 'Unknown column "rooms"' },
      { line: 1, field: 'title', message: 'Column "title" is missing' },
    ]);
    const start = await call('POST', `/api/admin/plan-imports/${opened.id}/start`, admin);
    expect(start.status).toBe(400);
    expect(await planCount()).toBe(before);
  }, 120_000);

  it('a dry run reports bad values, a missing file, a duplicate id and a too-large file by line and field', async () => {
    const before = await planCount();
    const png = await plainPng(1000, 750);
    const csv = csvOf([
      planRow(1, { id: 'dup-plan', bedrooms: 'many', status: 'sold' }),
      planRow(2, { id: 'dup-plan', image: 'nowhere.png' }),
      planRow(3, { gallery_images: 'huge.jpg', basic_files: 'virus.exe' }),
    ]);
    const opened = await uploadImport(csv, [
      { name: 'villa-1-front.png', bytes: png },
      { name: 'villa-1-side.png', bytes: png },
      { name: 'villa-1.pdf', bytes: TINY_PDF },
      { name: 'villa-2-side.png', bytes: png },
      { name: 'villa-2.pdf', bytes: TINY_PDF },
      { name: 'villa-3-front.png', bytes: png },
      // Refused at upload (no presigned POST), reported where the CSV names it.
      { name: 'huge.jpg', bytes: Buffer.alloc(1), declaredSize: 12 * MB },
    ]);
    expect(opened.files.map((file) => file.name)).not.toContain('huge.jpg');

    const started = Date.now();
    const report = await call<PlanImportReport>('POST', `/api/admin/plan-imports/${opened.id}/dry-run`, admin);

    expect(Date.now() - started).toBeLessThan(10_000);
    expect(report.body.problems).toEqual([
      { line: 2, field: 'bedrooms', message: 'Bedrooms must be a whole number of at least 1' },
      { line: 2, field: 'status', message: 'Status must be one of: active, inactive, draft' },
      { line: 3, field: 'id', message: 'Duplicate id: line 2 has the same id' },
      { line: 3, field: 'image', message: 'File "nowhere.png" was not uploaded with the CSV' },
      { line: 4, field: 'gallery_images', message: '"huge.jpg" is larger than 10MB' },
      { line: 4, field: 'basic_files', message: '"virus.exe" is not a plan file (pdf, dwg, dxf, zip, rar, 7z)' },
    ]);
    expect(await planCount()).toBe(before);
    expect(await keysUnder(shop.stack.buckets.images, 'uploads/plans/dup-plan')).toEqual([]);
  }, 120_000);

  it('imports 20 plans with pictures; a failing plan leaves nothing behind; resuming imports it and skips the rest', async () => {
    // Prepare: 20 plans of two pictures and a PDF each; plan 10's PDF is not a PDF
    const before = await planCount();
    const png = await plainPng(1000, 750);
    const rows = Array.from({ length: 20 }, (_, index) => planRow(index + 1));
    const files = rows.flatMap((_, index) => {
      const n = index + 1;
      return [
        { name: `villa-${n}-front.png`, bytes: png },
        { name: `villa-${n}-side.png`, bytes: png },
        { name: `villa-${n}.pdf`, bytes: n === 10 ? Buffer.from('not a pdf at all') : TINY_PDF },
      ];
    });
    const opened = await uploadImport(csvOf(rows), files);
    const dryRun = await call<PlanImportReport>('POST', `/api/admin/plan-imports/${opened.id}/dry-run`, admin);
    expect(dryRun.body.problems).toEqual([]);
    expect(dryRun.body.rows).toHaveLength(20);

    // Act
    const startedAt = Date.now();
    const start = await call<PlanImportReport>('POST', `/api/admin/plan-imports/${opened.id}/start`, admin);
    expect(start.status).toBe(200);
    const first = await finished(opened.id, 240_000);
    console.log(`20 plans with 2 pictures each imported in ${Date.now() - startedAt} ms (offline stack)`);

    // Assess: 19 plans in, plan 10 failed with nothing of it left
    expect(first.done).toBe(19);
    expect(first.failed).toBe(1);
    const failed = first.rows.find((row) => row.state === 'failed');
    expect(failed).toMatchObject({ line: 11, title: 'Imported Villa 10' });
    expect(failed?.error).toContain('villa-10.pdf');
    const failedId = failed?.id as string;
    expect((await call('GET', `/api/admin/plans/${failedId}`, admin)).status).toBe(404);
    expect(await keysUnder(shop.stack.buckets.images, `uploads/plans/${failedId}/`)).toEqual([]);
    expect(await keysUnder(shop.stack.buckets.images, `images/plans/${failedId}/`)).toEqual([]);
    expect(await keysUnder(shop.stack.buckets.planFiles, `plans/${failedId}/`)).toEqual([]);
    expect(await planCount()).toBe(before + 19);
    const imported = await call<{ image_url: string; gallery_images: string[]; plan_files: { basic: string[] } }>(
      'GET',
      `/api/admin/plans/${first.rows[0]?.id}`,
      admin,
    );
    expect(imported.body.image_url).toMatch(/^\/images\/plans\/.+\/1600\.jpg$/);
    const served = await fetch(`${shop.stack.urls.s3}/${shop.stack.buckets.images}${imported.body.image_url}`);
    expect(served.status).toBe(200);
    expect(imported.body.plan_files.basic).toEqual([`plans/${first.rows[0]?.id}/basic/villa-1.pdf`]);

    // Act: the real PDF uploaded under the same name, and the import resumed
    const pdfUpload = opened.files.find((file) => file.name === 'villa-10.pdf') as PlanImportUploads['files'][number];
    await post(pdfUpload, TINY_PDF, 'application/pdf');
    const resumed = await call<PlanImportReport>('POST', `/api/admin/plan-imports/${opened.id}/start`, admin);
    expect(resumed.status).toBe(200);
    const second = await finished(opened.id, 120_000);

    // Assess: every row done, each plan once
    expect(second.done).toBe(20);
    expect(second.failed).toBe(0);
    expect((await call('GET', `/api/admin/plans/${failedId}`, admin)).status).toBe(200);
    expect(await planCount()).toBe(before + 20);
  }, 400_000);

  it('exports the catalogue to a CSV whose dry run has no problem', async () => {
    const exported = await call('GET', '/api/admin/plan-export', admin);
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toContain('text/csv');
    const lines = exported.text.trim().split('\r\n');
    expect(lines[0]).toBe(PLAN_CSV_COLUMNS.join(','));

    const opened = await uploadImport(exported.text, []);
    const report = await call<PlanImportReport>('POST', `/api/admin/plan-imports/${opened.id}/dry-run`, admin);

    expect(report.body.problems).toEqual([]);
    expect(report.body.rows.length).toBe(await planCount());
    expect(report.body.rows.every((row) => row.action === 'update')).toBe(true);
  }, 120_000);
});
