import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { median } from './bench-stack.ts';
import type { BundleFigure } from './lambda-bundles.ts';

const run = promisify(execFile);

/**
 * Fresh processes per handler bundle; the median damps the noise of a shared 2-core machine. Each
 * handler's runs are followed by one run of its floor, so every floor gets dozens of runs spread over
 * the whole measurement.
 */
export const COLD_RUNS = 3;

export interface ColdStartFigure {
  name: string;
  floor: string;
  /** Median ms to require() the bundle in a fresh Node process. */
  loadMs: number;
  /** Median ms from the end of loading to the handler's first answer. */
  firstAnswerMs: number;
  status: number;
  floorLoadMs: number;
}

/**
 * Runs in the fresh process: times require() of the bundle, then one invocation. Plain CommonJS, so
 * nothing but Node itself is loaded before the clock starts.
 */
const CHILD = `
const file = process.argv.at(-1);
const t0 = performance.now();
const mod = require(file);
const loaded = performance.now();
const context = { awsRequestId: 'cold-start', functionName: 'bench', getRemainingTimeInMillis: () => 30000 };
Promise.resolve(mod.handler(JSON.parse(process.env.BENCH_EVENT), context)).then(
  (result) => {
    const answered = performance.now();
    process.stdout.write(JSON.stringify({ loadMs: loaded - t0, firstAnswerMs: answered - loaded, status: (result && result.statusCode) || 200 }));
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
    headers: { host: '127.0.0.1', 'content-type': 'application/json' },
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

async function coldRun(file: string, event: unknown) {
  const { stdout } = await run(process.execPath, ['--eval', CHILD, '--', file], {
    // The stack applied the handlers' environment (table, emulator endpoints) to this process.
    env: { ...process.env, BENCH_EVENT: JSON.stringify(event), LOG_LEVEL: 'silent' },
    timeout: 30_000,
  });
  return JSON.parse(stdout) as { loadMs: number; firstAnswerMs: number; status: number };
}

/**
 * Each handler bundle, and each floor bundle (the same SDK clients alone), loaded in fresh Node
 * processes and invoked once against the running offline stack.
 */
export async function measureColdStarts(
  bundles: BundleFigure[],
  params: Record<string, string>,
): Promise<ColdStartFigure[]> {
  const floorLoads = new Map<string, number[]>();
  const figures: ColdStartFigure[] = [];
  for (const bundle of bundles) {
    const event = apiGatewayEvent(bundle.route, params);
    const runs = [];
    for (let i = 0; i < COLD_RUNS; i += 1) runs.push(await coldRun(bundle.file, event));
    const floorRun = await coldRun(bundle.floorFile, event);
    floorLoads.set(bundle.floor, [...(floorLoads.get(bundle.floor) ?? []), floorRun.loadMs]);
    figures.push({
      name: bundle.name,
      floor: bundle.floor,
      loadMs: median(runs.map((r) => r.loadMs)),
      firstAnswerMs: median(runs.map((r) => r.firstAnswerMs)),
      status: runs.at(-1)?.status ?? 0,
      floorLoadMs: 0,
    });
  }
  // Every handler is compared with the median over all runs of its floor in this session.
  for (const figure of figures) figure.floorLoadMs = median(floorLoads.get(figure.floor) ?? []);
  return figures;
}
