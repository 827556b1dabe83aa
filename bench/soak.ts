import { parseArgs } from 'node:util';
import { percentile, startBenchStack } from './bench-stack.ts';
import { shopClient, signInBuyers } from './shop-client.ts';
import { checkOrders, waitForCompletion } from './soak/checks.ts';
import { type FaultSummary, type PhaseSummary, type SoakSummary, writeSoakSection } from './soak/soak-report.ts';
import { runTraffic, type Sample } from './soak/traffic.ts';

/**
 * `npm run soak`: phase 1, mixed traffic at 50 connections for 5 minutes (`--minutes`, or SOAK_MINUTES),
 * then every settled payment must have exactly one completed order; phase 2, traffic while dynalite is
 * stopped for 10 s and restarted: failures in the gap must be clean 503s, webhooks are retried by the
 * stand-in and complete, and the shop recovers by itself. Loopback only; stops by itself; exits 1 on
 * any violation. `--no-write` leaves docs/performance.md alone.
 */
const { values } = parseArgs({
  options: {
    minutes: { type: 'string' },
    connections: { type: 'string' },
    'no-write': { type: 'boolean' },
  },
});
const MINUTES = Number(values.minutes ?? process.env.SOAK_MINUTES ?? 5);
const CONNECTIONS = Number(values.connections ?? 50);
const FAULT_CONNECTIONS = 20;
const OUTAGE_MS = 10_000;
const FAULT_BEFORE_MS = 10_000;
const FAULT_AFTER_MS = 20_000;
const SERVICE_BUSY = 'The service is busy; please try again in a moment.';

function summarize(name: string, samples: Sample[], seconds: number, connections: number): PhaseSummary {
  const ok = (s: Sample) => s.status >= 200 && s.status < 300;
  const kinds = [...new Set(samples.map((s) => s.kind))];
  return {
    name,
    seconds,
    connections,
    requests: samples.length,
    errors: samples.filter((s) => !ok(s)).length,
    p50Ms: percentile(
      samples.map((s) => s.ms),
      50,
    ),
    p95Ms: percentile(
      samples.map((s) => s.ms),
      95,
    ),
    perSecond: samples.length / seconds,
    byKind: kinds.map((kind) => {
      const of = samples.filter((s) => s.kind === kind);
      return {
        kind,
        count: of.length,
        p95Ms: percentile(
          of.map((s) => s.ms),
          95,
        ),
        non2xx: of.filter((s) => !ok(s)).length,
      };
    }),
  };
}

/** A clean refusal: 503, a JSON message, nothing that looks like a stack or an internal error. */
function cleanUnavailable(sample: Sample): boolean {
  if (sample.status !== 503) return false;
  try {
    const body = JSON.parse(sample.raw) as { message?: string };
    return body.message === SERVICE_BUSY && !/\bat .+:\d+|stack|ECONN/i.test(sample.raw);
  } catch {
    return false;
  }
}

async function main() {
  const bench = await startBenchStack();
  const violations: string[] = [];
  try {
    const client = shopClient(bench);
    const buyers = await signInBuyers(bench);
    const planIds = ((await client.plans('?limit=24')).body.plans as { id: string }[]).map((p) => p.id);

    console.log(`Phase 1: ${MINUTES} min of mixed traffic at ${CONNECTIONS} connections...`);
    const phase1Seconds = MINUTES * 60;
    const one = await runTraffic({
      client,
      buyers,
      planIds,
      connections: CONNECTIONS,
      durationMs: phase1Seconds * 1000,
    });
    const phase1 = summarize('mixed traffic', one.samples, phase1Seconds, CONNECTIONS);
    for (const s of one.samples.filter((x) => x.status < 200 || x.status >= 300).slice(0, 10)) {
      violations.push(`phase 1: ${s.kind} answered ${s.status}: ${s.raw.slice(0, 200)}`);
    }
    if (phase1.errors > 10) violations.push(`phase 1: ${phase1.errors} errors in all`);
    await waitForCompletion(client, one.purchases, 30_000);
    const orders1 = await checkOrders(client, buyers, one.purchases);
    violations.push(...orders1.violations.map((v) => `phase 1: ${v}`));

    console.log(`Phase 2: traffic at ${FAULT_CONNECTIONS} connections; dynalite stopped for ${OUTAGE_MS / 1000} s...`);
    const totalMs = FAULT_BEFORE_MS + OUTAGE_MS + FAULT_AFTER_MS;
    const began = performance.now();
    const traffic = runTraffic({ client, buyers, planIds, connections: FAULT_CONNECTIONS, durationMs: totalMs });
    await new Promise((resolve) => setTimeout(resolve, FAULT_BEFORE_MS));
    const stoppedAt = performance.now() - began;
    await bench.stack.dynamodb.stop();
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
    const restartAt = performance.now() - began;
    await bench.stack.dynamodb.restart();
    const restartedAt = performance.now() - began;
    const two = await traffic;

    const afterRestart = two.samples.filter((s) => s.at >= restartedAt).sort((a, b) => a.at - b.at);
    const firstOk = afterRestart.find((s) => s.status === 200);
    const recoveredAt = firstOk?.at ?? Number.POSITIVE_INFINITY;
    const failures = two.samples.filter((s) => s.status < 200 || s.status >= 300);
    const inGap = failures.filter((s) => s.at >= stoppedAt - 1000 && s.at <= recoveredAt + 5000);
    const outsideGap = failures.filter((s) => !inGap.includes(s));
    const badFailures = inGap.filter((s) => !cleanUnavailable(s));
    const answersInGap: Record<string, number> = {};
    for (const s of two.samples.filter((x) => x.at >= stoppedAt && x.at <= recoveredAt)) {
      answersInGap[s.status] = (answersInGap[s.status] ?? 0) + 1;
    }
    for (const s of badFailures.slice(0, 10))
      violations.push(`phase 2 gap: ${s.kind} answered ${s.status}: ${s.raw.slice(0, 200)}`);
    for (const s of outsideGap.slice(0, 10)) {
      violations.push(`phase 2 outside the gap (${(s.at / 1000).toFixed(1)} s): ${s.kind} answered ${s.status}`);
    }
    if (!firstOk) violations.push('phase 2: the shop did not answer 200 again after the restart');
    const completion = await waitForCompletion(client, two.purchases, 90_000);
    if (completion < 0) violations.push('phase 2: settled payments whose order did not complete within 90 s');
    const orders2 = await checkOrders(client, buyers, [...one.purchases, ...two.purchases]);
    violations.push(...orders2.violations.map((v) => `phase 2: ${v}`));

    const fault: FaultSummary = {
      outageSeconds: (restartAt - stoppedAt) / 1000,
      answersInGap,
      badFailures: badFailures.map((s) => `${s.kind} ${s.status}`),
      recoverySeconds: (recoveredAt - restartedAt) / 1000,
      webhookCompletionSeconds: completion < 0 ? -1 : completion / 1000,
    };
    const summary: SoakSummary = {
      date: new Date(),
      phase1,
      orders1,
      phase2: summarize('fault run', two.samples, totalMs / 1000, FAULT_CONNECTIONS),
      fault,
      orders2,
      violations,
    };
    console.log(JSON.stringify(summary, null, 2));
    if (!values['no-write']) writeSoakSection(summary);
  } finally {
    await bench.stop();
  }
  if (violations.length) {
    console.error(`Soak FAILED:\n${violations.join('\n')}`);
    process.exit(1);
  }
  console.log('Soak passed.');
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
