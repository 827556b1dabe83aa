import { writeFileSync } from 'node:fs';
import { measureApiLatency } from './api-latency.ts';
import { measureLambdaBundles } from './lambda-bundles.ts';
import { measurePayments } from './payments.ts';
import { type BenchResults, renderReport } from './report.ts';
import { measureWebBundle } from './web-bundle.ts';

/** `npm run bench`: measures, prints, and writes docs/performance.md. */
async function main() {
  console.log('Bundling every Lambda handler and the SDK floors...');
  const lambdas = await measureLambdaBundles();
  console.log('Building the web app...');
  const web = measureWebBundle();
  console.log('Loading the catalogue API on the offline stack (20 connections)...');
  const latency = await measureApiLatency(20);
  console.log('Buying plans through the Paystack stand-in, then 100 duplicate webhooks at 10 concurrent...');
  const payments = await measurePayments();
  const results: BenchResults = { lambdas, web, latency, payments };
  const report = renderReport(results);
  writeFileSync(new URL('../docs/performance.md', import.meta.url), report);
  console.log(report);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
