import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The time an API route keeps, after its last outgoing call gives up, to log and send its own answer. It covers the
 * SDK's backoff before a retry (500 ms at most, call-budgets.ts) plus the answer itself, so the route answers before
 * Lambda ends the invocation and API Gateway sends its bare 502/504.
 */
export const ROUTE_ANSWER_RESERVE_MS = 1_000;

/** A call with less time left than this would almost certainly be cut off: it is not started. */
export const MIN_CALL_MS = 200;

/** The request's outgoing calls ran out of time; the route answers 503 with a message, nothing was half-sent. */
export class RequestDeadlineError extends Error {
  override readonly name = 'RequestDeadlineError';
  constructor(readonly leftMs: number) {
    super(`No time left for another call (${leftMs} ms before the request's deadline)`);
  }
}

const deadlines = new AsyncLocalStorage<number>();

/**
 * Runs one request with a deadline `remainingMs - ROUTE_ANSWER_RESERVE_MS` from now (Lambda's
 * getRemainingTimeInMillis at the start): every AWS and Paystack call made inside reads it through callTimeoutMs, so
 * a later call gets only what is left. Requests served side by side in one process (offline) keep their own.
 */
export function withRequestDeadline<T>(remainingMs: number, run: () => Promise<T>): Promise<T> {
  return deadlines.run(Date.now() + remainingMs - ROUTE_ANSWER_RESERVE_MS, run);
}

/** Milliseconds before the current request's deadline; undefined outside a request (jobs, triggers, scripts). */
export function timeLeftMs(): number | undefined {
  const deadline = deadlines.getStore();
  return deadline === undefined ? undefined : deadline - Date.now();
}

/**
 * The timeout for one attempt of an outgoing call: its own budget, cut to what the request has left. Throws
 * RequestDeadlineError, before anything is sent, when too little is left.
 */
export function callTimeoutMs(budgetMs: number): number {
  const left = timeLeftMs();
  if (left === undefined) return budgetMs;
  if (left < MIN_CALL_MS) throw new RequestDeadlineError(Math.max(0, left));
  return Math.min(budgetMs, left);
}

/** Whether the current request has `ms` left before its deadline (always, outside a request). */
export function hasTimeFor(ms: number): boolean {
  const left = timeLeftMs();
  return left === undefined || left >= ms;
}
