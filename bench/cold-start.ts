import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { ORIGIN_VERIFY_HEADER } from '@shop/shared/edge/edge-headers';
import { parseOriginSecret } from '@shop/shared/edge/origin-secret';
import { median } from './bench-stack.ts';
import type { BundleFigure } from './lambda-bundles.ts';

const run = promisify(execFile);

/**
 * Fresh processes per handler bundle, and as many of its floor, alternating (handler, floor, floor, handler,
 * ...), so drift and whatever else runs on the machine hit both sides alike. Odd, so the median is a sample.
 * `npm run bench -- --cold-runs N` changes it.
 */
export const COLD_RUNS = 11;

export interface ColdStartFigure {
  name: string;
  floor: string;
  runs: number;
  /** Median wall-clock ms to require() the bundle in a fresh Node process. */
  loadMs: number;
  /** Median CPU ms (user + system) of this process during that require(): less disturbed by other processes. */
  loadCpuMs: number;
  /** The same two medians for the floor bundle, over the runs interleaved with this handler's. */
  floorLoadMs: number;
  floorLoadCpuMs: number;
  /** Median ms from the end of loading to the handler's first answer. */
  firstAnswerMs: number;
  status: number;
}

interface ChildRun {
  loadMs: number;
  loadCpuMs: number;
  firstAnswerMs: number;
  status: number;
}

/**
 * Runs in the fresh process: times require() of the bundle (wall clock and the process's CPU time), then, for a
 * handler, one invocation. Plain CommonJS, so nothing but Node itself is loaded before the clocks start. The
 * floor's child stops after loading: its answer is not reported.
 */
const CHILD = `
const file = process.argv.at(-1);
const cpu0 = process.cpuUsage();
const t0 = performance.now();
const mod = require(file);
const loaded = performance.now();
const cpu = process.cpuUsage(cpu0);
const load = { loadMs: loaded - t0, loadCpuMs: (cpu.user + cpu.system) / 1000 };
if (process.env.BENCH_LOAD_ONLY) {
  process.stdout.write(JSON.stringify({ ...load, firstAnswerMs: 0, status: 0 }));
  process.exit(0);
}
const context = { awsRequestId: 'cold-start', functionName: 'bench', getRemainingTimeInMillis: () => 30000 };
Promise.resolve(mod.handler(JSON.parse(process.env.BENCH_EVENT), context)).then(
  (result) => {
    const answered = performance.now();
    process.stdout.write(JSON.stringify({ ...load, firstAnswerMs: answered - loaded, status: (result && result.statusCode) || 200 }));
    process.exit(0);
  },
  (error) => { process.stderr.write(String(error && error.stack || error)); process.exit(1); },
);`;

/** One API Gateway HTTP API (payload 2.0) event for the route: path parameters filled in, no body. */
export function apiGatewayEvent(route: BundleFigure['route'], params: Record<string, string>) {
  const path = route.path.replace(/\{(\w+)\+?\}/g, (_m, name: string) => params[name] ?? 'x');
  const routeKey = `${route.method} ${route.path}`;
  return {
    version: '2.0',
    routeKey,
    rawPath: path,
    rawQueryString: '',
    // As CloudFront sends it: with the origin secret (the stack put it in this process's environment).
    headers: {
      host: '127.0.0.1',
      'content-type': 'application/json',
      [ORIGIN_VERIFY_HEADER]: parseOriginSecret(process.env.ORIGIN_VERIFY_SECRET)?.current ?? '',
    },
    pathParameters: Object.fromEntries(
      [...route.path.matchAll(/\{(\w+)\+?\}/g)].map(([, name]) => [name, params[name ?? ''] ?? 'x']),
    ),
    isBase64Encoded: false,
    requestContext: {
      accountId: 'bench',
      apiId: 'bench',
      domainName: '127.0.0.1',
      domainPrefix: '127',
      http: { method: route.method, path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'bench' },
      requestId: 'cold-start',
      routeKey,
      stage: '$default',
      time: new Date().toISOString(),
      timeEpoch: Date.now(),
    },
  };
}

async function coldRun(file: string, event: unknown, loadOnly = false): Promise<ChildRun> {
  const { stdout } = await run(process.execPath, ['--eval', CHILD, '--', file], {
    // The stack applied the handlers' environment (table, emulator endpoints) to this process.
    env: {
      ...process.env,
      BENCH_EVENT: JSON.stringify(event),
      LOG_LEVEL: 'silent',
      ...(loadOnly ? { BENCH_LOAD_ONLY: '1' } : {}),
    },
    timeout: 30_000,
  });
  return JSON.parse(stdout) as ChildRun;
}

/**
 * Each handler bundle loaded in `runs` fresh Node processes and invoked once in each against the running offline
 * stack, interleaved with as many processes that load its floor (the same SDK clients alone). Each handler is
 * compared with its own floor runs, taken in the same seconds, not with a floor figure from earlier in the run.
 */
export async function measureColdStarts(
  bundles: BundleFigure[],
  params: Record<string, string>,
  runs = COLD_RUNS,
): Promise<ColdStartFigure[]> {
  const figures: ColdStartFigure[] = [];
  for (const bundle of bundles) {
    const event = apiGatewayEvent(bundle.route, params);
    const handlerRuns: ChildRun[] = [];
    const floorRuns: ChildRun[] = [];
    for (let i = 0; i < runs; i += 1) {
      // Alternate which goes first, so neither side always follows the other.
      if (i % 2 === 0) {
        handlerRuns.push(await coldRun(bundle.file, event));
        floorRuns.push(await coldRun(bundle.floorFile, event, true));
      } else {
        floorRuns.push(await coldRun(bundle.floorFile, event, true));
        handlerRuns.push(await coldRun(bundle.file, event));
      }
    }
    figures.push({
      name: bundle.name,
      floor: bundle.floor,
      runs,
      loadMs: median(handlerRuns.map((r) => r.loadMs)),
      loadCpuMs: median(handlerRuns.map((r) => r.loadCpuMs)),
      floorLoadMs: median(floorRuns.map((r) => r.loadMs)),
      floorLoadCpuMs: median(floorRuns.map((r) => r.loadCpuMs)),
      firstAnswerMs: median(handlerRuns.map((r) => r.firstAnswerMs)),
      status: handlerRuns.at(-1)?.status ?? 0,
    });
  }
  return figures;
}
