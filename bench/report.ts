import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import type { LatencyPair } from './api-latency.ts';
import type { ColdStartFigure } from './cold-start.ts';
import type { BundleFigure } from './lambda-bundles.ts';
import type { LighthouseFigure } from './lighthouse.ts';
import { HTTP2 as PAGE_BYTES_HTTP2, type PageBytesFigure } from './page-bytes.ts';
import { type PaymentFigures, renderPaymentFigures } from './payments.ts';
import type { WebFigure } from './web-bundle.ts';

export interface BenchResults {
  lambdas?: BundleFigure[];
  coldStarts?: ColdStartFigure[];
  web?: WebFigure;
  lighthouse?: LighthouseFigure[];
  pageBytes?: PageBytesFigure[];
  latency?: LatencyPair[];
  payments?: PaymentFigures;
  durationSeconds?: number;
}

export const PERFORMANCE_MD = new URL('../docs/performance.md', import.meta.url);

/** Everything below this line in docs/performance.md (soak results, notes on targets) survives a bench run. */
export const KEPT_MARKER = '<!-- Below this line: kept across `npm run bench` runs (soak results, notes). -->';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const yes = (ok: boolean) => (ok ? 'yes' : 'NO');

export const TARGETS = {
  lambdaOverFloorKb: 150,
  coldStartRatio: 1.3,
  webInitialJsKb: 160,
  lighthouseScore: 95,
  lcpMs: 2500,
  tbtMs: 200,
  cls: 0.1,
  readP95Ratio: 1.5,
};

export function machine(): string {
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  let os = '';
  try {
    os = execSync('. /etc/os-release && echo "$PRETTY_NAME"', { shell: '/bin/sh' }).toString().trim();
  } catch {}
  return `${cpus().length} cores (${cpu}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB, ${os}, Node ${process.version}`;
}

function lambdaSection(bundles: BundleFigure[], cold: ColdStartFigure[] | undefined): string[] {
  const runs = cold?.[0]?.runs;
  const lines = [
    '## Lambda bundles (esbuild, minified, CommonJS, as the stack deploys them)',
    '',
    `Targets: each within ${TARGETS.lambdaOverFloorKb} KB (minified) of its floor, and its load time within ${TARGETS.coldStartRatio}x of the floor's. The floor is the same SDK clients bundled alone, measured in this run.`,
    '',
    `Cold start: a fresh \`node\` process requires the bundle (load) and invokes the handler once with an API Gateway v2 event against the offline stack (first answer; routes that need sign-in answer 401, as they do without a token). Each handler gets ${runs ?? 'N'} such processes, alternating with ${runs ?? 'N'} processes that load its floor, so both sides see the same moments of a shared machine; every figure is the median of its ${runs ?? 'N'} runs, and "load / floor" divides the two load medians. "load CPU" is the process's CPU time (user + system) over the same require(), less disturbed by other processes than the wall clock; it is shown beside the target, which is judged on load time. Node's own start-up (~40 ms) is outside every clock.`,
    '',
    '| function | minified | gzipped | floor | floor minified | over floor | size ok | load | floor load | load / floor | load CPU | floor load CPU | CPU / floor | first answer (status) | load ok |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  const ratios: number[] = [];
  for (const f of bundles) {
    const over = f.minifiedBytes - f.floorMinifiedBytes;
    const c = cold?.find((x) => x.name === f.name);
    const ratio = c ? c.loadMs / c.floorLoadMs : Number.NaN;
    if (c) ratios.push(ratio);
    const coldCells = c
      ? `${ms(c.loadMs)} | ${ms(c.floorLoadMs)} | ${ratio.toFixed(2)}x | ${ms(c.loadCpuMs)} | ${ms(c.floorLoadCpuMs)} | ${(c.loadCpuMs / c.floorLoadCpuMs).toFixed(2)}x | ${ms(c.firstAnswerMs)} (${c.status}) | ${yes(ratio <= TARGETS.coldStartRatio)}`
      : '- | - | - | - | - | - | - | -';
    lines.push(
      `| ${f.name} | ${kb(f.minifiedBytes)} | ${kb(f.gzippedBytes)} | ${f.floor} | ${kb(f.floorMinifiedBytes)} | ${kb(over)} | ${yes(over <= TARGETS.lambdaOverFloorKb * 1024)} | ${coldCells} |`,
    );
  }
  lines.push('');
  if (ratios.length) {
    const sorted = [...ratios].sort((a, b) => a - b);
    const within = ratios.filter((r) => r <= TARGETS.coldStartRatio).length;
    const mid = sorted[Math.floor(sorted.length / 2)] ?? 0;
    lines.push(
      `Load within ${TARGETS.coldStartRatio}x of the floor: ${within} of ${ratios.length}; load / floor median ${mid.toFixed(2)}x, worst ${(sorted.at(-1) ?? 0).toFixed(2)}x.`,
      '',
    );
  }
  return lines;
}

function webSection(web: WebFigure): string[] {
  const jsOk = web.shop.jsGzippedBytes <= TARGETS.webInitialJsKb * 1024;
  const frenchOk = web.shopFrench.jsGzippedBytes <= TARGETS.webInitialJsKb * 1024;
  return [
    '## Web: initial load of the shop (production build, gzipped)',
    '',
    'The floor is bench/floor-app (react + react-dom + react-router + react-query, one route and one query), built with the same Vite settings in this run.',
    '',
    '| what | shop | floor | over floor | target | within target |',
    '|---|---|---|---|---|---|',
    `| initial JavaScript | ${kb(web.shop.jsGzippedBytes)} | ${kb(web.floor.jsGzippedBytes)} | ${kb(web.shop.jsGzippedBytes - web.floor.jsGzippedBytes)} | <= ${TARGETS.webInitialJsKb} KB | ${yes(jsOk)} |`,
    `| initial JavaScript, French pages (/fr) | ${kb(web.shopFrench.jsGzippedBytes)} | ${kb(web.floor.jsGzippedBytes)} | ${kb(web.shopFrench.jsGzippedBytes - web.floor.jsGzippedBytes)} | <= ${TARGETS.webInitialJsKb} KB | ${yes(frenchOk)} |`,
    `| initial CSS | ${kb(web.shop.cssGzippedBytes)} | ${kb(web.floor.cssGzippedBytes)} | ${kb(web.shop.cssGzippedBytes - web.floor.cssGzippedBytes)} | - | - |`,
    '',
    `Amplify or admin modules in the initial JavaScript (from the source maps): ${web.forbiddenInInitialLoad.length ? web.forbiddenInInitialLoad.map((m) => `\`${m}\``).join(', ') : 'none'} (target: none; ${yes(web.forbiddenInInitialLoad.length === 0)}).`,
    '',
    `Files loaded by index.html: ${web.shop.files.map((f) => `\`${f}\``).join(', ')}`,
    '',
  ];
}

function lighthouseSection(figures: LighthouseFigure[]): string[] {
  const lines = [
    '## Lighthouse (mobile, simulated slow 4G)',
    '',
    `npm \`lighthouse\` 12.8 driving Debian's Chromium headless, against the production build served by the offline edge (local/edge/: CloudFront's behaviours, headers, compression and cache, in front of the offline stack), over ${[...new Set(figures.map((f) => f.protocol))].join(', ')} (HTTPS and HTTP/2 as CloudFront serves browsers, unless LIGHTHOUSE_HTTP1=1). Each page is measured ${figures[0]?.runs ?? 0} times; the figures are the median run (Lighthouse's \`computeMedianRun\`), with the lowest and highest score beside them. Targets: score >= ${TARGETS.lighthouseScore}, LCP <= ${TARGETS.lcpMs / 1000} s, TBT <= ${TARGETS.tbtMs} ms, CLS <= ${TARGETS.cls}.`,
    '',
    '| page | path | score | scores (low-high) | FCP | LCP | TBT | CLS | transferred (all) | of which pictures | within targets |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const f of figures) {
    const ok =
      f.score >= TARGETS.lighthouseScore &&
      f.lcpMs <= TARGETS.lcpMs &&
      f.tbtMs <= TARGETS.tbtMs &&
      f.cls <= TARGETS.cls;
    lines.push(
      `| ${f.page} | \`${f.path}\` | ${f.score} | ${f.scoreRange[0]}-${f.scoreRange[1]} | ${(f.fcpMs / 1000).toFixed(2)} s | ${(f.lcpMs / 1000).toFixed(2)} s | ${f.tbtMs.toFixed(0)} ms | ${f.cls.toFixed(3)} | ${kb(f.totalBytes)} | ${kb(f.imageBytes)} | ${yes(ok)} |`,
    );
  }
  lines.push('');
  return lines;
}

function pageBytesSection(figures: PageBytesFigure[]): string[] {
  const lines = [
    '## Bytes of a first visit on a phone (360 px)',
    '',
    `Debian's Chromium at 360x780 CSS px, 2 device pixels per CSS pixel, a fresh profile per visit, against the same build behind the offline edge, ${PAGE_BYTES_HTTP2 ? 'over HTTPS and HTTP/2 as CloudFront serves browsers (headers compressed against the ones before them; PAGE_BYTES_HTTP1=1 measures over HTTP/1.1)' : 'over HTTP/1.1 (PAGE_BYTES_HTTP1=1; every response carries its full headers, about 0.85 KB)'}; every response's bytes on the wire (HTML, CSS, JS, API data, pictures) from the browser's network events, until the app has taken the page over and the network is idle. The seeded pictures are realistic (2400x1600 renders, 4000x3000 phone photos) served as the picture Lambda's variants.`,
    '',
    '| visit | path | requests | transferred (all) | of which pictures | CLS | target | within target |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const f of figures) {
    // Every visit must keep its first paint still (CLS 0); some also have a byte budget.
    const target = f.targetBytes === undefined ? 'CLS 0' : `<= ${kb(f.targetBytes)}, CLS 0`;
    const ok = yes((f.targetBytes === undefined || f.totalBytes <= f.targetBytes) && f.cls === 0);
    lines.push(
      `| ${f.visit} | \`${f.path}\` | ${f.requests} | ${kb(f.totalBytes)} | ${kb(f.imageBytes)} | ${f.cls.toFixed(3)} | ${target} | ${ok} |`,
    );
  }
  lines.push('');
  return lines;
}

function latencySection(pairs: LatencyPair[]): string[] {
  const lines = [
    '## API on the offline stack',
    '',
    `Each request is loaded for 8 s with autocannon (after 1 s of unrecorded warm-up; after every autocannon run one more request waits until the server has finished the requests autocannon left in flight) straight to the local API adapter (with the origin secret CloudFront adds; through the offline edge, anonymous catalogue reads would be answered from its cache, which is its purpose but not this comparison) and the real handler. The adapter and every handler run in a Node process of their own (one process for all handlers; in AWS each has its own Lambda); autocannon runs in a worker thread of the bench process, so neither shares the other's event loop. dynalite runs in its own process. The floor is the DynamoDB calls the handler makes, in the order it makes them (calls the handler makes together, together), sent to the same dynalite through an SDK client configured as the handlers' (default keep-alive agent, at most 50 sockets), from the same number of concurrent loops as autocannon's connections, in a worker thread (6 s after 1 s of warm-up, measured just before the API). So the API and its floor differ by our code path: the HTTP hop into the adapter, the API Gateway event, JWT verification on signed-in routes, middy, request validation, the domain code, link signing (downloads) and the JSON answer. p95 is the 97.5th percentile on both sides (autocannon reports no p95), so it errs on the slow side. Target for reads: p95 within ${TARGETS.readP95Ratio}x the floor. Both sides are closed loops at saturation on a 2-core machine, so p95 follows throughput; the SDK's own per-call CPU bounds both. For context, the last columns give the same calls in DynamoDB's raw JSON protocol straight from autocannon (no SDK), each loaded alone for 3 s, p95s summed. Payment initialize is a write and also calls the Paystack stand-in, which its floor does not include.`,
    '',
    '| request | connections | p50 | p95 | requests/s | non-2xx | floor | floor p50 | floor p95 | floor requests/s | p95 / floor p95 | within target | raw protocol p95 (sum) | p95 / raw |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const { api, floor, rawFloor, read } of pairs) {
    const ratio = api.p95Ms / Math.max(floor.p95Ms, 0.001);
    const rawRatio = api.p95Ms / Math.max(rawFloor.p95Ms, 0.001);
    lines.push(
      `| ${api.name} | ${api.connections} | ${ms(api.p50Ms)} | ${ms(api.p95Ms)} | ${api.requestsPerSecond.toFixed(0)} | ${api.non2xx} | ${floor.name} | ${ms(floor.p50Ms)} | ${ms(floor.p95Ms)} | ${floor.requestsPerSecond.toFixed(0)} | ${ratio.toFixed(2)}x | ${read ? yes(ratio <= TARGETS.readP95Ratio) : '(write)'} | ${ms(rawFloor.p95Ms)} | ${rawRatio.toFixed(2)}x |`,
    );
  }
  lines.push('');
  return lines;
}

/** The kept tail of the current docs/performance.md, or a fresh marker. */
export function keptTail(): string {
  const current = existsSync(PERFORMANCE_MD) ? readFileSync(PERFORMANCE_MD, 'utf8') : '';
  const at = current.indexOf(KEPT_MARKER);
  return at >= 0 ? current.slice(at) : `${KEPT_MARKER}\n`;
}

export function renderReport(results: BenchResults, date = new Date()): string {
  const lines: string[] = [];
  lines.push('# Performance', '');
  lines.push(
    'Written by `npm run bench` (bench/run.ts) above the marker line, and by `npm run soak` (bench/soak.ts) in its section below it. Do not edit the measured parts by hand: run them again.',
    '',
  );
  lines.push(`- Date: ${date.toISOString()}`);
  lines.push(`- Machine: ${machine()}`);
  if (results.durationSeconds) lines.push(`- Bench duration: ${(results.durationSeconds / 60).toFixed(1)} min`);
  lines.push(
    '- Absolute figures vary between runs on this 2-core machine (and more when other work shares it); the ratios against floors measured in the same run are what count.',
    '',
  );
  if (results.lambdas) lines.push(...lambdaSection(results.lambdas, results.coldStarts));
  if (results.web) lines.push(...webSection(results.web));
  if (results.lighthouse) lines.push(...lighthouseSection(results.lighthouse));
  if (results.pageBytes) lines.push(...pageBytesSection(results.pageBytes));
  if (results.latency) lines.push(...latencySection(results.latency));
  if (results.payments) lines.push(...renderPaymentFigures(results.payments));
  lines.push(keptTail());
  return lines.join('\n');
}
