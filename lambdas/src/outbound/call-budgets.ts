/**
 * How long an outbound call may take at worst, per kind of caller. A function's timeout must hold the sum of its
 * slowest call sequence: each call may run into its timeout, be tried again and still answer just in time
 * (infra/tests/timeouts.test.ts adds the sequences of infra/src/definitions/call-sequences.ts up against the
 * functions' timeouts; docs/operations.md, "Time budgets").
 */
export interface CallBudget {
  /** Milliseconds to open the connection. */
  readonly connectionTimeout: number;
  /** Milliseconds for one attempt, sending the body included (the SDK's clock starts with the request). */
  readonly requestTimeout: number;
  /** Attempts in all (the SDK's standard retry mode). */
  readonly maxAttempts: number;
}

const MiB = 1024 * 1024;

/**
 * The slowest throughput to S3 a delivery must still finish on, shared by the parts in flight. Lambda moves tens of
 * MB/s to S3 in its own region; 4 MiB/s (32 Mbit/s) leaves a tenfold margin for a congested or degraded link.
 */
export const SLOW_LINK_BYTES_PER_SECOND = 4 * MiB;
/** A multipart upload's part: S3 wants at least 5 MiB; 8 MiB keeps a 150 MB ZIP at 18 parts. */
export const UPLOAD_PART_BYTES = 8 * MiB;
/** Parts in flight at once (each buffered in memory: 32 MiB of the delivery Lambda's 2 GB). */
export const UPLOAD_QUEUE_SIZE = 4;
/**
 * One part at its share of the slow link takes 8 s; it gets half as long again before it is sent once more. (Twice
 * over would push a 150 MB order's worst sequence past Lambda's 15 minutes.)
 */
export const UPLOAD_PART_TIMEOUT_MS =
  ((1.5 * UPLOAD_PART_BYTES * UPLOAD_QUEUE_SIZE) / SLOW_LINK_BYTES_PER_SECOND) * 1000;

export const CALL_BUDGETS = {
  /**
   * API routes and jobs: a stuck DynamoDB, S3, SES, Cognito or Secrets Manager call fails in seconds and is tried
   * once more; the route then answers its own 503 with a message (http/service-unavailable.ts), not API Gateway's.
   */
  request: { connectionTimeout: 1_000, requestTimeout: 2_500, maxAttempts: 2 },
  /**
   * Cognito triggers: Cognito waits 5 s for the whole invocation, cold start included. DynamoDB and SES answer in
   * tens of milliseconds; one try of 1.5 s each keeps two calls at 3 s. Their callers log a failure and go on.
   */
  trigger: { connectionTimeout: 300, requestTimeout: 1_200, maxAttempts: 1 },
  /**
   * Secrets Manager, read once per container and then every 5 minutes (secret-value.ts): one short try, so a route
   * that checks the origin secret keeps time for its own store call; a failed read answers 503 and the next request
   * reads again.
   */
  secret: { connectionTimeout: 300, requestTimeout: 1_200, maxAttempts: 1 },
  /**
   * Background jobs no caller waits on (the plan import worker): a slow call gets time and two more tries before the
   * invocation fails and Lambda runs it again.
   */
  job: { connectionTimeout: 1_000, requestTimeout: 5_000, maxAttempts: 3 },
  /** Large S3 writes: every part of a multipart upload (and its create and complete calls). */
  uploadPart: { connectionTimeout: 1_000, requestTimeout: UPLOAD_PART_TIMEOUT_MS, maxAttempts: 2 },
} as const satisfies Record<string, CallBudget>;

/**
 * The SDK's standard retry waits, before retry n (from 0), a random time up to base x 2^n; the base is 500 ms after
 * throttling (100 ms otherwise), so this is the longest wait. (A server's Retry-After hint could stretch it; S3,
 * DynamoDB and SES do not send one.)
 */
export const RETRY_BACKOFF_BASE_MS = 500;

/** One call that times out on every attempt but the last, which answers just in time. */
export function worstCallMs(budget: CallBudget): number {
  let backoff = 0;
  for (let retry = 0; retry < budget.maxAttempts - 1; retry += 1) backoff += RETRY_BACKOFF_BASE_MS * 2 ** retry;
  return budget.maxAttempts * (budget.connectionTimeout + budget.requestTimeout) + backoff;
}

/** A multipart upload of `bytes` (lib-storage Upload): create, the parts in rounds of UPLOAD_QUEUE_SIZE, complete. */
export function worstUploadMs(bytes: number): number {
  const parts = Math.max(1, Math.ceil(bytes / UPLOAD_PART_BYTES));
  // A body within one part is a single PutObject.
  if (parts === 1) return worstCallMs(CALL_BUDGETS.uploadPart);
  return (2 + Math.ceil(parts / UPLOAD_QUEUE_SIZE)) * worstCallMs(CALL_BUDGETS.uploadPart);
}

/** One step of a function's slowest path. */
export type CallStep =
  | { what: string; calls: number; budget: CallBudget }
  | { what: string; uploadBytes: number }
  | { what: string; ms: number };

export function stepWorstMs(step: CallStep): number {
  if ('budget' in step) return step.calls * worstCallMs(step.budget);
  if ('uploadBytes' in step) return worstUploadMs(step.uploadBytes);
  return step.ms;
}

/** The sum of a sequence's steps, each at its worst. */
export function sequenceWorstMs(steps: readonly CallStep[]): number {
  return steps.reduce((sum, step) => sum + stepWorstMs(step), 0);
}
