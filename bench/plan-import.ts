import { ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { PLAN_CSV_COLUMNS, type PlanImportReport, type PlanImportUploads } from '@shop/shared/admin/plan-import';
import { pdfDocument } from '../local/seed/pdf-document.ts';
import { FRONTS, originalOf, PHONE_SHOTS, VIEWS } from '../local/seed/picture-library.ts';
import { startBenchStack } from './bench-stack.ts';

/**
 * Plan imports on the offline stack (`npx tsx bench/plan-import.ts`): a 500-row CSV naming 1,500 pictures (the seed's
 * library: 2400x1600 renders of about 1 MB and 4000x3000 phone photos of about 3 MB) and 500 plan PDFs, all staged;
 * the dry run timed three times; then the import started and timed until every row is done (a row is done only once
 * its pictures are ready). BENCH_IMPORT_PLANS=n imports only the first n rows' worth (a second import of n plans)
 * when the whole 500 would not fit the time at hand. Files are put into the staging folder directly (s3rver takes a
 * POST and a PUT alike), so the upload from a browser is not part of the figures.
 */
const PLAN_PDF = pdfDocument({
  title: 'Bench Villa - ground floor',
  lines: [
    { text: 'Bench Villa', size: 20, bold: true },
    { text: 'Ground floor plan, 1:100', size: 12 },
  ],
  segments: Array.from({ length: 60 }, (_, i): [number, number, number, number] => [
    50 + i * 8,
    100,
    50 + i * 8,
    600 - (i % 7) * 30,
  ]),
  labels: [{ text: 'Living 5.2 x 4.8', x: 120, y: 300 }],
});

function csvOf(count: number): { csv: string; names: string[] } {
  const names: string[] = [];
  const rows = Array.from({ length: count }, (_, index) => {
    const n = index + 1;
    const pictures = [`p${n}-front.jpg`, `p${n}-view-a.jpg`, `p${n}-view-b.jpg`];
    names.push(...pictures, `p${n}.pdf`);
    const cells: Record<string, string> = {
      title: `Bench Villa ${n}`,
      description: `Plan number ${n}: a bright villa with a courtyard`,
      plan_type: ['villa', 'bungalow', 'townhouse'][n % 3] as string,
      bedrooms: String(2 + (n % 5)),
      bathrooms: '2',
      area_sqm: String(120 + n),
      basic_price: '250',
      standard_price: '450',
      premium_price: '650',
      featured: 'false',
      status: 'active',
      image: pictures[0] as string,
      gallery_images: pictures.slice(1).join('|'),
      basic_files: `p${n}.pdf`,
    };
    return PLAN_CSV_COLUMNS.map((column) => cells[column] ?? '').join(',');
  });
  return { csv: [PLAN_CSV_COLUMNS.join(','), ...rows].join('\n'), names };
}

async function main() {
  const bench = await startBenchStack();
  const { stack } = bench;
  const admin = stack.info.users.find((user) => user.role === 'admin');
  if (!admin) throw new Error('no seeded admin');
  const { token } = await bench.signIn(admin);
  const s3 = new S3Client({
    region: 'us-east-1',
    endpoint: stack.urls.s3,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  const api = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${bench.api}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  // Library pictures in turn: fronts are renders, views mix renders and a phone photo.
  const fronts = await Promise.all(FRONTS.slice(0, 3).map(originalOf));
  const views = await Promise.all([...VIEWS.slice(0, 3), ...PHONE_SHOTS.slice(0, 1)].map(originalOf));
  const bodyOf = (name: string): Buffer => {
    const n = Number(/^p(\d+)/.exec(name)?.[1] ?? 0);
    if (name.endsWith('.pdf')) return PLAN_PDF;
    if (name.includes('front')) return fronts[n % fronts.length] as Buffer;
    return views[(n * 2 + (name.endsWith('-b.jpg') ? 1 : 0)) % views.length] as Buffer;
  };

  async function staged(count: number) {
    const { csv, names } = csvOf(count);
    const opened = await api<PlanImportUploads>('POST', '/api/admin/plan-imports', {
      csv: { name: 'plans.csv', size: Buffer.byteLength(csv) },
      files: names.map((name) => ({ name, size: bodyOf(name).length })),
    });
    const put = (key: string, body: Buffer, type: string) =>
      s3.send(new PutObjectCommand({ Bucket: stack.buckets.planFiles, Key: key, Body: body, ContentType: type }));
    await put(`plan-imports/${opened.id}/plans.csv`, Buffer.from(csv), 'text/csv');
    for (let start = 0; start < names.length; start += 8) {
      await Promise.all(
        names
          .slice(start, start + 8)
          .map((name) => put(`plan-imports/${opened.id}/files/${name}`, bodyOf(name), 'application/octet-stream')),
      );
    }
    const bytes = names.reduce((sum, name) => sum + bodyOf(name).length, 0);
    return { id: opened.id, files: names.length, bytes };
  }

  try {
    const plans = Number(process.env.BENCH_IMPORT_PLANS ?? 500);
    const stagedAt = performance.now();
    const dry = await staged(500);
    console.log(
      `staged 500 rows: ${dry.files} files, ${(dry.bytes / 1e6).toFixed(0)} MB, ` +
        `${((performance.now() - stagedAt) / 1000).toFixed(0)} s`,
    );
    // The store's own listing time, outside any call budget: what the dry run's ListObjectsV2 pages cost here.
    for (const maxKeys of [250, 1000]) {
      const listed = performance.now();
      const pageTimes: number[] = [];
      let token: string | undefined;
      do {
        const pageStarted = performance.now();
        const page = await s3.send(
          new ListObjectsV2Command({
            Bucket: stack.buckets.planFiles,
            Prefix: `plan-imports/${dry.id}/files/`,
            ContinuationToken: token,
            MaxKeys: maxKeys,
          }),
        );
        pageTimes.push(Math.round(performance.now() - pageStarted));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      console.log(
        `listing ${dry.files} staged files in pages of ${maxKeys}: ${Math.round(performance.now() - listed)} ms ` +
          `(pages: ${pageTimes.join(' / ')} ms)`,
      );
    }
    const dryTimes: number[] = [];
    let problems = -1;
    for (let run = 0; run < 3; run += 1) {
      const started = performance.now();
      try {
        const report = await api<PlanImportReport>('POST', `/api/admin/plan-imports/${dry.id}/dry-run`);
        problems = report.problems.length;
        dryTimes.push(Math.round(performance.now() - started));
      } catch (error) {
        // Reported and counted, so the import below is still measured.
        console.log(`dry run failed after ${Math.round(performance.now() - started)} ms: ${(error as Error).message}`);
      }
    }
    console.log(`dry run, 500 rows, ${dry.files} staged files: ${dryTimes.join(' / ')} ms (${problems} problems)`);

    if (!plans) return;
    const importId = plans === 500 ? dry.id : (await staged(plans)).id;
    const started = performance.now();
    await api('POST', `/api/admin/plan-imports/${importId}/start`);
    let report: PlanImportReport;
    do {
      await new Promise((resolve) => setTimeout(resolve, 5000));
      report = await api<PlanImportReport>('GET', `/api/admin/plan-imports/${importId}`);
      const seconds = (performance.now() - started) / 1000;
      console.log(`  ${seconds.toFixed(0)} s: ${report.done} done, ${report.failed} failed, ${report.pending} pending`);
    } while (report.pending > 0);
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `import, ${plans} plans x 3 pictures: ${seconds.toFixed(1)} s, ${report.done} done, ${report.failed} failed; ` +
        `${(seconds / plans).toFixed(2)} s a plan, ${(seconds / (plans * 3)).toFixed(2)} s a picture`,
    );
  } finally {
    s3.destroy();
    await bench.stop();
  }
}

await main();
