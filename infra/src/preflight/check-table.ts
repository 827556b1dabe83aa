import type { CheckResult } from './check-result.ts';

const MARK: Record<CheckResult['status'], string> = { pass: 'PASS', warn: 'WARN', fail: 'FAIL', skip: 'SKIP' };

/** The results as a plain-text table, then what to do for each warning and failure. */
export function checkTable(title: string, results: readonly CheckResult[]): string {
  const width = Math.max(5, ...results.map((result) => result.check.length));
  const rows = results.map((result) => `${MARK[result.status]}  ${result.check.padEnd(width)}  ${result.detail}`);
  const advice = results
    .filter((result) => result.advice && (result.status === 'fail' || result.status === 'warn'))
    .map((result) => `- ${result.check}: ${result.advice}`);
  const failed = results.filter((result) => result.status === 'fail').length;
  const warned = results.filter((result) => result.status === 'warn').length;
  const summary = failed
    ? `${failed} check(s) failed${warned ? `, ${warned} warning(s)` : ''}.`
    : `All checks passed${warned ? ` with ${warned} warning(s)` : ''}.`;
  return [
    title,
    '',
    `${'    '}  ${'check'.padEnd(width)}  result`,
    ...rows,
    '',
    ...(advice.length ? ['What to do:', ...advice, ''] : []),
    summary,
  ].join('\n');
}

/** A run fails when any check failed; warnings and skipped checks leave the exit code at 0. */
export function exitCodeOf(results: readonly CheckResult[]): number {
  return results.some((result) => result.status === 'fail') ? 1 : 0;
}
