/** One line of a check report: the preflight's (before a deploy) and the smoke check's (after). */
export type CheckStatus = 'pass' | 'warn' | 'fail' | 'skip';

export interface CheckResult {
  check: string;
  status: CheckStatus;
  /** What was found, in a few words. */
  detail: string;
  /** What to do about a warning or a failure (a command where there is one). */
  advice?: string;
}

export const pass = (check: string, detail: string): CheckResult => ({ check, status: 'pass', detail });
export const fail = (check: string, detail: string, advice: string): CheckResult => ({
  check,
  status: 'fail',
  detail,
  advice,
});
export const warn = (check: string, detail: string, advice: string): CheckResult => ({
  check,
  status: 'warn',
  detail,
  advice,
});
export const skip = (check: string, detail: string): CheckResult => ({ check, status: 'skip', detail });

/** The name and message of whatever a call threw (SDK errors carry their service's error code as name). */
export function errorText(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

export function errorName(error: unknown): string {
  return error instanceof Error ? error.name : '';
}
