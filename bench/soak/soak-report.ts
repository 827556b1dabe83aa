import { readFileSync, writeFileSync } from 'node:fs';
import { KEPT_MARKER, machine, PERFORMANCE_MD } from '../report.ts';

export interface PhaseSummary {
  name: string;
  seconds: number;
  connections: number;
  requests: number;
  errors: number;
  p50Ms: number;
  p95Ms: number;
  perSecond: number;
  byKind: { kind: string; count: number; p95Ms: number; non2xx: number }[];
}

export interface FaultSummary {
  outageSeconds: number;
  answersInGap: Record<string, number>;
  badFailures: string[];
  recoverySeconds: number;
  webhookCompletionSeconds: number;
}

export interface SoakSummary {
  date: Date;
  phase1: PhaseSummary;
  orders1: { settled: number; completed: number; pending: number; failed: number; violations: string[] };
  phase2: PhaseSummary;
  fault: FaultSummary;
  orders2: { settled: number; completed: number; pending: number; failed: number; violations: string[] };
  violations: string[];
}

const SOAK_START = '## Soak and faults';
const ms = (v: number) => `${v.toFixed(1)} ms`;

function phaseTable(p: PhaseSummary): string[] {
  return [
    `${p.seconds} s at ${p.connections} concurrent connections: ${p.requests} requests (${p.perSecond.toFixed(0)}/s), ${p.errors} errors, p50 ${ms(p.p50Ms)}, p95 ${ms(p.p95Ms)}.`,
    '',
    '| request | count | p95 | non-2xx |',
    '|---|---|---|---|',
    ...p.byKind.map((k) => `| ${k.kind} | ${k.count} | ${ms(k.p95Ms)} | ${k.non2xx} |`),
    '',
  ];
}

export function renderSoak(s: SoakSummary): string[] {
  const orders = (o: SoakSummary['orders1']) =>
    `settled payments ${o.settled}; orders completed ${o.completed}, pending ${o.pending}, failed ${o.failed}; violations ${o.violations.length}`;
  return [
    SOAK_START,
    '',
    'Written by `npm run soak` (bench/soak.ts): the offline stack on loopback, signed-in buyers (the seeded users) buying through the Paystack stand-in.',
    '',
    `- Date: ${s.date.toISOString()}`,
    `- Machine: ${machine()} (shared with other work)`,
    `- Result: ${s.violations.length === 0 ? 'passed' : `FAILED (${s.violations.length} violations)`}`,
    '',
    '### Phase 1: mixed traffic',
    '',
    ...phaseTable(s.phase1),
    `Orders afterwards: ${orders(s.orders1)}. Every settled payment must have exactly one completed order with its 7-day window and a working download page.`,
    '',
    '### Phase 2: DynamoDB stopped and restarted',
    '',
    ...phaseTable(s.phase2),
    `dynalite was stopped for ${s.fault.outageSeconds.toFixed(1)} s. Answers while it was down (and until the first success after the restart): ${Object.entries(
      s.fault.answersInGap,
    )
      .map(([status, count]) => `${status}: ${count}`)
      .join(', ')}. Failures that were not a clean 503 with a JSON message: ${s.fault.badFailures.length}.`,
    `The shop answered 200 again ${s.fault.recoverySeconds.toFixed(1)} s after dynalite was restarted, by itself. Every settled payment's order was completed ${s.fault.webhookCompletionSeconds >= 0 ? `${s.fault.webhookCompletionSeconds.toFixed(1)} s after the traffic stopped (webhooks retried by the stand-in)` : 'NOT within the wait'}. Orders: ${orders(s.orders2)}.`,
    '',
    ...(s.violations.length ? ['Violations:', '', ...s.violations.slice(0, 20).map((v) => `- ${v}`), ''] : []),
  ];
}

/** Replaces the soak section below the kept marker of docs/performance.md (or adds it), leaving the rest. */
export function writeSoakSection(summary: SoakSummary): void {
  const current = readFileSync(PERFORMANCE_MD, 'utf8');
  const markerAt = current.indexOf(KEPT_MARKER);
  const head = markerAt >= 0 ? current.slice(0, markerAt) : `${current.trimEnd()}\n\n`;
  const tail = markerAt >= 0 ? current.slice(markerAt + KEPT_MARKER.length) : '';
  const start = tail.indexOf(SOAK_START);
  // The soak section runs to the next level-2 heading (for example the notes on targets).
  const nextHeading = start >= 0 ? tail.indexOf('\n## ', start + SOAK_START.length) : -1;
  const before = start >= 0 ? tail.slice(0, start) : tail.trimEnd() ? `${tail.trimEnd()}\n\n` : '\n\n';
  const after = start >= 0 && nextHeading >= 0 ? tail.slice(nextHeading + 1) : '';
  writeFileSync(PERFORMANCE_MD, `${head}${KEPT_MARKER}${before}${renderSoak(summary).join('\n')}\n${after}`);
}
