import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { measureApiLatency } from './api-latency.ts';
import { startBenchStack } from './bench-stack.ts';
import { measureCatalogue, renderCatalogue } from './catalogue.ts';
import { COLD_RUNS, measureColdStarts } from './cold-start.ts';
import { measureLambdaBundles } from './lambda-bundles.ts';
import { measureLighthouse } from './lighthouse.ts';
import { measurePageBytes } from './page-bytes.ts';
import { measurePayments } from './payments.ts';
import { measurePdfStamping } from './pdf-stamping.ts';
import { type BenchResults, renderReport } from './report.ts';
import { completedPurchase, shopClient, signInBuyers } from './shop-client.ts';
import { measureWebBundle } from './web-bundle.ts';

const PARTS = ['lambdas', 'web', 'lighthouse', 'api', 'payments', 'stamping', 'catalogue'] as const;
type Part = (typeof PARTS)[number];

/**
 * `npm run bench` measures everything and writes docs/performance.md; `npm run bench -- --only api`
 * (comma-separated parts: lambdas, web, lighthouse, api, payments, stamping, catalogue) runs a part and prints it
 * only; `catalogue` starts its own stacks at 40 and 5,000 plans and is left out of a full run (minutes of load);
 * `--cold-runs N` sets the fresh processes per Lambda handler (and as many of its floor); `--handlers a,b`
 * bundles and cold-starts only those routes' handlers (route names), to iterate on a few.
 */
async function main() {
  const { values } = parseArgs({
    options: { only: { type: 'string' }, 'cold-runs': { type: 'string' }, handlers: { type: 'string' } },
  });
  const handlers = values.handlers?.split(',').map((name) => name.trim());
  const only = values.only?.split(',').map((p) => p.trim()) as Part[] | undefined;
  const unknown = only?.filter((p) => !PARTS.includes(p));
  if (unknown?.length) throw new Error(`Unknown part(s) ${unknown.join(', ')}; choose from ${PARTS.join(', ')}`);
  const runs = (part: Part) => (!only && part !== 'catalogue') || (only?.includes(part) ?? false);
  const coldRuns = values['cold-runs'] === undefined ? COLD_RUNS : Number(values['cold-runs']);
  if (!Number.isInteger(coldRuns) || coldRuns < 1) throw new Error('--cold-runs must be a whole number from 1');
  const results: BenchResults = {};
  const started = Date.now();

  // One stack serves the cold starts (handlers answer real data), Lighthouse, the API loads and payments.
  const needsStack = runs('lambdas') || runs('lighthouse') || runs('api') || runs('payments');
  const bench = needsStack ? await startBenchStack() : undefined;
  const bundlesDir = mkdtempSync(join(tmpdir(), 'bench-lambdas-'));
  try {
    const client = bench && shopClient(bench);
    const planId = client ? String(((await client.plans('?limit=1')).body.plans as { id: string }[])[0]?.id) : '';
    if (runs('lambdas') && bench) {
      console.log('Bundling every Lambda handler and the SDK floors...');
      results.lambdas = await measureLambdaBundles(bundlesDir, handlers);
      console.log('Cold-starting each bundle and its floor in fresh Node processes...');
      results.coldStarts = await measureColdStarts(results.lambdas, { id: planId, planId, orderId: 'x' }, coldRuns);
    }
    if (runs('web') || runs('lighthouse')) {
      console.log('Building the web app and the floor app...');
      results.web = measureWebBundle();
    }
    if (runs('lighthouse') && bench) {
      console.log('Lighthouse on Home, Plans and a plan page, in English and in French...');
      results.lighthouse = await measureLighthouse(bench.stack, planId);
      console.log('Bytes of first visits at 360 px (a plan page, Home, Plans, Plans after one Load More)...');
      results.pageBytes = await measurePageBytes(bench.stack, planId);
    }
    if (runs('api') && bench && client) {
      console.log('Preparing a buyer with favorites and a completed order...');
      const [buyer] = await signInBuyers(bench);
      if (!buyer) throw new Error('No seeded buyer');
      const plans = (await client.plans('?limit=6')).body.plans as { id: string }[];
      const favoritePlanIds = plans.map((p) => p.id);
      for (const id of favoritePlanIds) await client.addFavorite(buyer, id);
      const completedOrderId = await completedPurchase(client, buyer, planId);
      console.log(
        'Loading the API at 20 and 100 connections, each next to its DynamoDB floor (SDK calls, then raw)...',
      );
      results.latency = await measureApiLatency({ bench, planId, buyer, favoritePlanIds, completedOrderId }, [20, 100]);
    }
    if (runs('payments')) {
      console.log('Buying plans through the Paystack stand-in, then 100 duplicate webhooks at 10 concurrent...');
      results.payments = await measurePayments(bench?.stack);
    }
    if (runs('catalogue')) {
      console.log('The catalogue at 40 and 5,000 plans: every list request, search, sort and the sitemap...');
      const catalogue = await measureCatalogue();
      console.log(renderCatalogue(catalogue));
      console.log(JSON.stringify(catalogue));
    }
    if (runs('stamping')) {
      // Printed only: the figures are copied by hand below docs/performance.md's marker (about half a minute).
      console.log('Stamping a generated 50 MB PDF three times, each in a fresh process...');
      console.log(JSON.stringify(await measurePdfStamping(), null, 2));
    }
  } finally {
    await bench?.stop();
    rmSync(bundlesDir, { recursive: true, force: true });
  }
  results.durationSeconds = (Date.now() - started) / 1000;
  const report = renderReport(results);
  if (!only && !handlers) writeFileSync(new URL('../docs/performance.md', import.meta.url), report);
  console.log(report);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
