import { makeVariants, type Variant } from '@shop/lambdas/domain/pictures/make-variants';
import { PICTURE_FORMATS, PICTURE_WIDTHS } from '@shop/shared/pictures/picture-variants';
import sharp from 'sharp';
import { FRONTS, type LibraryPicture, originalOf, PHONE_SHOTS, VIEWS } from '../local/seed/picture-library.ts';

/**
 * The picture Lambda's own makeVariants over the seed's library pictures as staff upload them (2400x1600 renders of
 * about 1 MB, 4000x3000 phone photos of about 3 MB with EXIF): `npx tsx bench/picture-variants.ts`. Each picture is
 * made ROUNDS times, one at a time, after one unrecorded warm-up; then every picture once more two at a time, as the
 * offline stack runs the picture Lambda, for the rate an import sees. Wall time is noisy on a shared machine; CPU
 * time (process.cpuUsage, every thread of this process: sharp's and libuv's) is what two cores divide.
 */
const ROUNDS = Number(process.env.BENCH_PICTURE_ROUNDS ?? 3);
const FOLDER = 'plans';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
}

interface Sample {
  kind: LibraryPicture['kind'];
  wallMs: number;
  cpuMs: number;
}

async function timed(original: Buffer): Promise<{ wallMs: number; cpuMs: number; variants: Variant[] }> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const variants = await makeVariants(original, FOLDER);
  const wallMs = performance.now() - started;
  const used = process.cpuUsage(cpu);
  return { wallMs, cpuMs: (used.user + used.system) / 1000, variants };
}

function summary(label: string, samples: Sample[]): string {
  const line = (values: number[]) =>
    `median ${median(values).toFixed(0)}, min ${Math.min(...values).toFixed(0)}, max ${Math.max(...values).toFixed(0)}`;
  return (
    `${label.padEnd(8)} n=${String(samples.length).padEnd(3)} wall ms: ${line(samples.map((s) => s.wallMs))}; ` +
    `CPU ms: ${line(samples.map((s) => s.cpuMs))}`
  );
}

async function main() {
  // Every library picture once (the phone photo among the views is also a phone shot).
  const pictures = [...new Map([...FRONTS, ...VIEWS, ...PHONE_SHOTS].map((p) => [p.name, p])).values()];
  const originals = await Promise.all(pictures.map(async (picture) => ({ picture, bytes: await originalOf(picture) })));
  console.log(
    `sharp ${sharp.versions.sharp}, libvips ${sharp.versions.vips}, sharp.concurrency() ${sharp.concurrency()}, ` +
      `UV_THREADPOOL_SIZE ${process.env.UV_THREADPOOL_SIZE ?? '(default 4)'}`,
  );
  for (const kind of ['render', 'phone'] as const) {
    const ofKind = originals.filter((o) => o.picture.kind === kind);
    const mb = ofKind.reduce((sum, o) => sum + o.bytes.length, 0) / ofKind.length / 1e6;
    console.log(`${ofKind.length} ${kind}s, ${mb.toFixed(2)} MB on average`);
  }

  await makeVariants((originals[0] as (typeof originals)[number]).bytes, FOLDER);
  const samples: Sample[] = [];
  const bytes = new Map<string, number>();
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const { picture, bytes: original } of originals) {
      const { wallMs, cpuMs, variants } = await timed(original);
      samples.push({ kind: picture.kind, wallMs, cpuMs });
      if (round > 0) continue;
      for (const variant of variants) {
        const key = `${variant.width}.${variant.format}`;
        bytes.set(key, (bytes.get(key) ?? 0) + variant.bytes.length);
      }
    }
  }
  console.log(`\none at a time, ${ROUNDS} rounds of ${originals.length} pictures:`);
  console.log(summary('all', samples));
  console.log(
    summary(
      'renders',
      samples.filter((s) => s.kind === 'render'),
    ),
  );
  console.log(
    summary(
      'phones',
      samples.filter((s) => s.kind === 'phone'),
    ),
  );

  // Two at a time, as the offline stack's picture Lambda runs: the rate an import sees.
  const cpu = process.cpuUsage();
  const started = performance.now();
  const queue = [...originals];
  await Promise.all(
    [0, 1].map(async () => {
      for (let next = queue.shift(); next; next = queue.shift()) await makeVariants(next.bytes, FOLDER);
    }),
  );
  const wall = performance.now() - started;
  const used = process.cpuUsage(cpu);
  console.log(
    `\ntwo at a time, ${originals.length} pictures: ${(wall / originals.length).toFixed(0)} ms a picture (wall), ` +
      `${((used.user + used.system) / 1000 / originals.length).toFixed(0)} ms CPU a picture`,
  );

  console.log(`\nbytes of the variants of all ${originals.length} pictures (KB):`);
  console.log(`width   ${PICTURE_FORMATS.map((f) => f.padStart(9)).join('')}`);
  let totals = PICTURE_FORMATS.map(() => 0);
  for (const width of PICTURE_WIDTHS[FOLDER]) {
    const row = PICTURE_FORMATS.map((format) => bytes.get(`${width}.${format}`) ?? 0);
    totals = totals.map((total, index) => total + (row[index] ?? 0));
    console.log(`${String(width).padEnd(8)}${row.map((b) => (b / 1000).toFixed(1).padStart(9)).join('')}`);
  }
  console.log(`${'all'.padEnd(8)}${totals.map((b) => (b / 1000).toFixed(1).padStart(9)).join('')}`);
}

await main();
