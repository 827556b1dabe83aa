import { BACKFILL_STOP_BEFORE_END_MS } from '@shop/lambdas/adapters/backfill-budget';
import { RECONCILE_CHECK_STEPS, RECONCILE_LIST_STEPS } from '@shop/lambdas/adapters/reconcile-budget';
import { CALL_BUDGETS, type CallStep, SLOW_LINK_BYTES_PER_SECOND } from '@shop/lambdas/outbound/call-budgets';
import { PLAN_FILE_MAX_BYTES } from '@shop/shared/accounts/uploads';

/**
 * The shortest API route timeout (and ShopFunction's default). Each route gets more when its declared sequence needs
 * it, up to 29 s (route-sequences.ts).
 */
export const ROUTE_TIMEOUT_SECONDS = 12;

/** Cognito stops waiting for a trigger after 5 s, whatever the function's own timeout says. */
export const COGNITO_TRIGGER_LIMIT_SECONDS = 5;

export interface FunctionBudget {
  /** The Lambda timeout the construct sets. */
  timeoutSeconds: number;
  /** A caller that gives up sooner than the timeout (Cognito). */
  callerLimitSeconds?: number;
  /** The slowest sequence of calls the function makes, in order; calls side by side count once. */
  steps: readonly CallStep[];
}

const request = CALL_BUDGETS.request;
const MiB = 1024 * 1024;
/** The heaviest order the delivery is sized for: 150 MB, three plan files of the largest size, all PDFs. */
const PDFS_IN_ORDER = 3;
/** Pages of 1 MB a rebuild reads at 30,000 plans of about 2 KB each (each of the three statuses may end a page early). */
const CATALOGUE_PAGES_AT_CAPACITY = Math.ceil((30_000 * 2 * 1024) / MiB) + 3;
const bodyAtSlowLink = (bytes: number) => Math.ceil((bytes / SLOW_LINK_BYTES_PER_SECOND) * 1000);

/**
 * The functions that are not plain API routes, each with its timeout and its slowest call sequence at the worst
 * (call-budgets.ts: every call times out on all attempts but the last). infra/tests/timeouts.test.ts fails when a
 * sequence outgrows its function's timeout or Cognito's 5 s, or when a function has no row.
 */
export const FUNCTION_BUDGETS = {
  'new-user-notice': {
    timeoutSeconds: COGNITO_TRIGGER_LIMIT_SECONDS,
    callerLimitSeconds: COGNITO_TRIGGER_LIMIT_SECONDS,
    steps: [
      // A cold start of a small bundle: Lambda's init, counted against Cognito's 5 s.
      { what: 'cold start', ms: 1_000 },
      // The sign-up's names go into the profile side by side with these two calls, so they count once.
      { what: 'site settings read (beside the profile names write)', calls: 1, budget: CALL_BUDGETS.trigger },
      { what: 'staff mail (SES)', calls: 1, budget: CALL_BUDGETS.trigger },
    ],
  },
  'account-messages': {
    timeoutSeconds: COGNITO_TRIGGER_LIMIT_SECONDS,
    callerLimitSeconds: COGNITO_TRIGGER_LIMIT_SECONDS,
    // It writes texts from its bundle and calls nothing.
    steps: [{ what: 'cold start', ms: 1_000 }],
  },
  'reconcile-payments': {
    timeoutSeconds: 120,
    // Later checks start only while the worst case of one check is left (handlers/payments/reconcile-...).
    steps: [...RECONCILE_LIST_STEPS, ...RECONCILE_CHECK_STEPS, { what: 'report', ms: 1_000 }],
  },
  'import-plan-rows': {
    timeoutSeconds: 600,
    steps: [
      { what: 'job, row, plan', calls: 3, budget: CALL_BUDGETS.job },
      // Every picture and file of the row is copied side by side, then the files' first bytes read side by side.
      { what: 'copies into place, side by side', calls: 1, budget: CALL_BUDGETS.job },
      { what: 'file checks, side by side', calls: 1, budget: CALL_BUDGETS.job },
      // The wait stops asking after 120 s (import-plan-row.ts); the round under way then finishes.
      { what: 'wait for the picture variants', ms: 120_000 },
      { what: 'last round of picture reads', calls: 2, budget: CALL_BUDGETS.job },
      { what: 'plan write, snapshot, row, audit', calls: 4, budget: CALL_BUDGETS.job },
    ],
  },
  'prepare-order-delivery': {
    timeoutSeconds: 900,
    steps: [
      { what: 'request object, order, plan, file versions, delivery record, profile', calls: 6, budget: request },
      { what: "buyer's orders query (the certificate's licensed builds)", calls: 1, budget: request },
      { what: 'per PDF: copy exists?, read the original', calls: 2 * PDFS_IN_ORDER, budget: request },
      { what: 'the originals arriving at the slow link', ms: PDFS_IN_ORDER * bodyAtSlowLink(PLAN_FILE_MAX_BYTES) },
      // Measured at about 1 s for a 50 MB set (docs/performance.md); five allow for denser sets.
      { what: 'stamping', ms: PDFS_IN_ORDER * 5_000 },
      ...Array.from({ length: PDFS_IN_ORDER }, () => ({ what: 'stamped 50 MB PDF', uploadBytes: PLAN_FILE_MAX_BYTES })),
      { what: 'certificate exists?, ZIP exists?', calls: 2, budget: request },
      { what: 'licence certificate', uploadBytes: 64 * 1024 },
      // The entries' bodies stream while the ZIP's parts go up, so they are inside the upload's time.
      { what: 'ZIP entries opened (certificate and files)', calls: 1 + PDFS_IN_ORDER, budget: request },
      { what: '150 MB ZIP', uploadBytes: 150 * MiB },
      { what: 'ready record, a receipt per file', calls: 1 + PDFS_IN_ORDER, budget: request },
    ],
  },
  'make-picture-variants': {
    timeoutSeconds: 60,
    steps: [
      { what: 'original (up to 10 MB)', calls: 1, budget: request },
      { what: 'the original arriving at the slow link', ms: bodyAtSlowLink(10 * MiB) },
      { what: 'decode and encode eight variants', ms: 10_000 },
      { what: 'variants side by side, then the largest JPEG', calls: 2, budget: request },
    ],
  },
  'rebuild-catalogue-snapshot': {
    timeoutSeconds: 600,
    steps: [
      { what: 'cold start', ms: 1_000 },
      // 30,000 plans (the snapshot's capacity) of about 2 KB each, read 1 MB a page from the status index.
      { what: 'plan pages of the status index', calls: CATALOGUE_PAGES_AT_CAPACITY, budget: request },
      // The shards are written side by side, then the head.
      { what: 'shards side by side, then the head', calls: 2, budget: request },
    ],
  },
  'backfill-review-authors': {
    timeoutSeconds: 900,
    steps: [
      { what: 'cold start', ms: 1_000 },
      // It checks the time left before each plan, each review and each vote, and stops 45 s before its end.
      {
        what: 'plan pages, review pages, index writes, then vote markers or withdrawals, until the stop',
        ms: 900_000 - BACKFILL_STOP_BEFORE_END_MS - 1_000,
      },
      // The worst vote: its marker read, the pool read, the withdrawal (the vote, then its marker), then the next page.
      { what: 'the vote and the review page under way at the stop', calls: 5, budget: request },
    ],
  },
} as const satisfies Record<string, FunctionBudget>;

export type BudgetedFunction = keyof typeof FUNCTION_BUDGETS;
