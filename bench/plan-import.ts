import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { PLAN_CSV_COLUMNS, type PlanImportReport, type PlanImportUploads } from '@shop/shared/admin/plan-import';
import sharp from 'sharp';
import { startBenchStack } from './bench-stack.ts';

/**
 * Plan imports on the offline stack (`npx tsx bench/plan-import.ts`): the dry run of a 500-row CSV naming 1,500
 * pictures and 500 PDFs, and an import of 50 plans with 3 pictures each, timed from the start until every row is
 * done (a row is done only once its pictures are ready). Files are put into the import's staging folder directly
 * (s3rver takes a POST and a PUT alike), so the upload from a browser is not part of the figures.
 */
const TINY_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

function csvOf(count: number, withFiles = true): { csv: string; names: string[] } {
  const names: string[] = [];
  const rows = Array.from({ length: count }, (_, index) => {
    const n = index + 1;
    const pictures = [`p${n}-a.jpg`, `p${n}-b.jpg`, `p${n}-c.jpg`];
    if (withFiles) names.push(...pictures, `p${n}.pdf`);
    const cells: Record<string, string> = {
      title: `Bench Villa ${n}`,
      description: `Plan number ${n}: a bright villa with a courtyard`,
      plan_type: 'villa',
      bedrooms: String(2 + (n % 5)),
      bathrooms: '2',
      area_sqm: String(120 + n),
      basic_price: '250',
      standard_price: '450',
      premium_price: '650',
      featured: 'false',
      status: 'active',
      ...(withFiles
        ? { image: pictures[0] as string, gallery_images: pictures.slice(1).join('|'), basic_files: `p${n}.pdf` }
        : {}),
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
  // A real photo-sized picture: 1600x1200 of noise, about 300 KB as JPEG.
  const photo = await sharp({
    create: {
      width: 1600,
      height: 1200,
      channels: 3,
      background: '#888',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer();

  async function staged(count: number, withFiles = true) {
    const { csv, names } = csvOf(count, withFiles);
    const opened = await api<PlanImportUploads>('POST', '/api/admin/plan-imports', {
      csv: { name: 'plans.csv', size: Buffer.byteLength(csv) },
      files: names.map((name) => ({ name, size: name.endsWith('.pdf') ? TINY_PDF.length : photo.length })),
    });
    const put = (key: string, body: Buffer, type: string) =>
      s3.send(new PutObjectCommand({ Bucket: stack.buckets.planFiles, Key: key, Body: body, ContentType: type }));
    await put(`plan-imports/${opened.id}/plans.csv`, Buffer.from(csv), 'text/csv');
    for (let start = 0; start < names.length; start += 16) {
      await Promise.all(
        names
          .slice(start, start + 16)
          .map((name) =>
            put(
              `plan-imports/${opened.id}/files/${name}`,
              name.endsWith('.pdf') ? TINY_PDF : photo,
              'application/octet-stream',
            ),
          ),
      );
    }
    return opened.id;
  }

  try {
    // BENCH_DRY_RUN_FILES=0: the CSV's rows name no file (s3rver lists 2,000 staged objects slower than a call's budget).
    const dryId = await staged(500, process.env.BENCH_DRY_RUN_FILES !== '0');
    const dryTimes: number[] = [];
    let problems = -1;
    for (let run = 0; run < 3; run += 1) {
      const started = performance.now();
      const report = await api<PlanImportReport>('POST', `/api/admin/plan-imports/${dryId}/dry-run`);
      dryTimes.push(Math.round(performance.now() - started));
      problems = report.problems.length;
    }
    console.log(
      `dry run, 500 rows (files: ${process.env.BENCH_DRY_RUN_FILES !== '0' ? '2,000' : 'none'}): ${dryTimes.join(' / ')} ms (${problems} problems)`,
    );

    const importId = await staged(50);
    const started = performance.now();
    await api('POST', `/api/admin/plan-imports/${importId}/start`);
    let report: PlanImportReport;
    do {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      report = await api<PlanImportReport>('GET', `/api/admin/plan-imports/${importId}`);
    } while (report.pending > 0);
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `import, 50 plans x 3 pictures: ${seconds.toFixed(1)} s, ${report.done} done, ${report.failed} failed; ` +
        `${(seconds / 50).toFixed(2)} s a plan`,
    );
  } finally {
    s3.destroy();
    await bench.stop();
  }
}

await main();
