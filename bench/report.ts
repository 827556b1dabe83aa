import { execSync } from 'node:child_process';
import { cpus, totalmem } from 'node:os';
import type { LatencyPair } from './api-latency.ts';
import type { BundleFigure } from './lambda-bundles.ts';
import { type PaymentFigures, renderPaymentFigures } from './payments.ts';
import type { WebFigure } from './web-bundle.ts';

export interface BenchResults {
  lambdas: BundleFigure[];
  web: WebFigure;
  latency: LatencyPair[];
  payments?: PaymentFigures;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;

const TARGETS = {
  lambdaOverFloorKb: 150,
  webInitialJsKb: 160,
  readP95Ratio: 1.5,
};

function machine(): string {
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  let os = '';
  try {
    os = execSync('. /etc/os-release && echo "$PRETTY_NAME"', { shell: '/bin/sh' }).toString().trim();
  } catch {}
  return `${cpus().length} cores (${cpu}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB, ${os}, Node ${process.version}`;
}

export function renderReport(results: BenchResults, date = new Date()): string {
  const lines: string[] = [];
  lines.push('# Performance', '');
  lines.push('Written by `npm run bench` (bench/run.ts). Do not edit by hand: run the benchmark again.', '');
  lines.push(`- Date: ${date.toISOString()}`);
  lines.push(`- Machine: ${machine()}`, '');

  lines.push('## Lambda bundles (esbuild, minified, CommonJS, as the stack deploys them)', '');
  lines.push(
    `Target: each within ${TARGETS.lambdaOverFloorKb} KB (minified) of the floor: the same SDK clients bundled alone, measured in this run.`,
    '',
  );
  lines.push('| function | minified | gzipped | floor | floor minified | over floor | within target |');
  lines.push('|---|---|---|---|---|---|---|');
  for (const f of results.lambdas) {
    const over = f.minifiedBytes - f.floorMinifiedBytes;
    const ok = over <= TARGETS.lambdaOverFloorKb * 1024 ? 'yes' : 'NO';
    lines.push(
      `| ${f.name} | ${kb(f.minifiedBytes)} | ${kb(f.gzippedBytes)} | ${f.floor} | ${kb(f.floorMinifiedBytes)} | ${kb(over)} | ${ok} |`,
    );
  }
  lines.push('');

  lines.push('## Web: initial load of the shop (production build, gzipped)', '');
  const jsOk = results.web.initialJsGzippedBytes <= TARGETS.webInitialJsKb * 1024 ? 'yes' : 'NO';
  lines.push('| what | gzipped | target | within target |');
  lines.push('|---|---|---|---|');
  lines.push(
    `| initial JavaScript | ${kb(results.web.initialJsGzippedBytes)} | <= ${TARGETS.webInitialJsKb} KB | ${jsOk} |`,
  );
  lines.push(`| initial CSS | ${kb(results.web.initialCssGzippedBytes)} | - | - |`);
  lines.push('', `Files loaded by index.html: ${results.web.files.map((f) => `\`${f}\``).join(', ')}`, '');

  lines.push('## API on the offline stack', '');
  lines.push(
    `Each load runs 10 s with autocannon, through the local API adapter and the real handler. Its floor, measured just before it, is the raw DynamoDB call for the same data sent straight to the same dynalite (in its own process). The first page of the list also counts every match for '{n} Amazing Plans Found', a second Query. p95 is autocannon's p97.5 (it reports no p95), so it errs on the slow side. Target for reads: p95 within ${TARGETS.readP95Ratio}x the floor.`,
    '',
  );
  lines.push('| request | connections | p50 | p95 | requests/s | non-2xx | p95 / floor p95 |');
  lines.push('|---|---|---|---|---|---|---|');
  for (const { api, floor } of results.latency) {
    const ratio = api.p95Ms / Math.max(floor.p95Ms, 0.001);
    for (const f of [floor, api]) {
      const r = f === api ? `${ratio.toFixed(2)}x` : '1.00x';
      lines.push(
        `| ${f.name} | ${f.connections} | ${ms(f.p50Ms)} | ${ms(f.p95Ms)} | ${f.requestsPerSecond.toFixed(0)} | ${f.non2xx} | ${r} |`,
      );
    }
  }
  lines.push('');
  if (results.payments) lines.push(...renderPaymentFigures(results.payments));
  return lines.join('\n');
}
