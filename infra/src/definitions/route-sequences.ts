import { paystackCallSteps, SETTLE_SUCCESS_STEP } from '@shop/lambdas/adapters/payment-call-steps';
import { SHELL_FETCH_TIMEOUT_MS } from '@shop/lambdas/adapters/site-shell';
import { checksSecondFactor } from '@shop/lambdas/auth/second-factor';
import { JWKS_FETCH_TIMEOUT_MS } from '@shop/lambdas/auth/token-verifier';
import { CALL_BUDGETS, type CallStep, sequenceWorstMs } from '@shop/lambdas/outbound/call-budgets';
import { ROUTE_ANSWER_RESERVE_MS } from '@shop/lambdas/outbound/request-deadline';
import type { RouteDefinition, RouteName } from '@shop/shared/api/routes';
import { ROUTE_TIMEOUT_SECONDS } from './call-sequences.ts';

/** API Gateway (HTTP API) answers 503 itself after 30 s; CloudFront's origin read waits 30 s as well. */
export const API_GATEWAY_LIMIT_SECONDS = 30;
/** The longest a route's Lambda may run: a second under API Gateway's limit, so the route's own answer arrives. */
export const ROUTE_TIMEOUT_CAP_SECONDS = API_GATEWAY_LIMIT_SECONDS - 1;
/**
 * A route's cold start, counted against its timeout: a route bundle loads in about 40 ms (docs/performance.md); a
 * second leaves room for Lambda's own init, as for the Cognito triggers.
 */
export const ROUTE_COLD_START_MS = 1_000;

export interface RouteSequence {
  /** What the handler does after the shared steps (origin secret, token, revocation), in order; side by side once. */
  steps: readonly CallStep[];
  /**
   * Set when the steps at their worst do not fit under the cap: the route relies on its request deadline
   * (lambdas/src/outbound/request-deadline.ts) and answers 503 when its time runs out. Says why a cut is safe.
   */
  cutByDeadline?: string;
}

const request = CALL_BUDGETS.request;
const calls = (what: string, count = 1): CallStep => ({ what, calls: count, budget: request });
/** Presigned URLs and POST policies are signed in the function, with no call. */
const presign: CallStep = { what: 'presign (signed locally)', ms: 0 };

const PAYMENT_CUT =
  'settlement is exactly once and idempotent; a cut before the completion leaves the order pending for the webhook ' +
  'and the reconciliation, a cut after it loses at most the mails (logged, staff resend them)';
const STAFF_CUT = 'staff see the 503 and look at the list before trying again';
/** Account closure: each step is idempotent and the pool user is deleted last, so closing again finishes a cut one. */
const CLOSURE_CUT =
  'every step repeats harmlessly and the pool user is deleted last: the person (or the super admin) closes again';
/** A staff read pays the second-factor check and the sign-in record first; cut, it has changed nothing. */
const STAFF_READ_CUT = 'a read that changes nothing; staff reload the page';

/**
 * Each API route's own slowest call sequence, at the worst of its budgets (call-budgets.ts: every call runs into its
 * timeout on all attempts but the last). The shared steps every route makes come from its row (routeSteps).
 * Typed by the route table, so a new route without a row does not compile; infra/tests/route-timeouts.test.ts adds
 * each up against its synthesized function.
 */
export const ROUTE_SEQUENCES = {
  'list-plans': {
    steps: [calls('plot setbacks (settings)'), calls('plans query, then counts', 2)],
    cutByDeadline: 'a read (only a staff token pays the revocation read); the page tries again',
  },
  'get-plan': { steps: [calls('plan')] },
  'get-profile': { steps: [calls('profile, then the account (Cognito) when the profile lacks it', 2)] },
  'update-profile': {
    steps: [calls('profile, account (Cognito), write', 3)],
    cutByDeadline: 'one write, last: a cut before it changes nothing',
  },
  'get-user-settings': { steps: [calls('settings, then defaults from the profile', 2)] },
  'update-user-settings': { steps: [calls('read, write', 2)] },
  'create-avatar-upload': { steps: [presign] },
  'send-contact-message': {
    steps: [calls('rate limit, message write, settings, mail, mail status', 5)],
    cutByDeadline: 'the message is stored before the mail; a cut mail leaves it in staff messages unmailed',
  },
  'subscribe-newsletter': {
    steps: [calls('rate limits (address, address signed up), pending subscriber write, confirmation mail', 4)],
    cutByDeadline:
      'the pending row is written before the mail; a cut mail leaves it pending until it expires, and signing up again sends a new link',
  },
  'confirm-newsletter': { steps: [calls('subscriber read (the page language)')] },
  'confirm-newsletter-subscription': {
    steps: [calls('confirming write, then the row when it did not hold, welcome mail', 3)],
  },
  'unsubscribe-newsletter': { steps: [calls('subscriber read (the page language)')] },
  'unsubscribe-newsletter-one-click': { steps: [calls('subscriber write')] },
  'list-portfolio': { steps: [calls('portfolio query')] },
  'get-portfolio-item': { steps: [calls('portfolio item')] },
  'get-sitemap': { steps: [calls('active plans and portfolio query')] },
  'get-plan-page': {
    // The shell read's timeout is SHELL_FETCH_TIMEOUT_MS (site-shell.ts); once a minute per container at most.
    // The share picture's HEAD runs beside the shell read, which is the longer.
    steps: [calls('plan'), { what: 'the build shell through the site address', ms: SHELL_FETCH_TIMEOUT_MS }],
  },
  'get-project-page': {
    steps: [calls('project'), { what: 'the build shell through the site address', ms: SHELL_FETCH_TIMEOUT_MS }],
  },
  // The articles are part of the build: only the shell is read.
  'get-article-page': { steps: [{ what: 'the build shell through the site address', ms: SHELL_FETCH_TIMEOUT_MS }] },
  'get-firm-page': {
    steps: [calls('site settings'), { what: 'the build shell through the site address', ms: SHELL_FETCH_TIMEOUT_MS }],
  },
  'list-reviews': { steps: [calls('plan, then reviews', 2)] },
  'create-review': {
    steps: [calls('rate limits (address, account), plan, purchase, profile, review write, counters', 7)],
    cutByDeadline: 'the review write is conditional (one per buyer and plan); counters are recounted from reviews',
  },
  'vote-review': {
    steps: [calls('rate limits (address, account), vote write, then the review', 4)],
    cutByDeadline:
      'one vote per buyer and review (conditional); a cut invalidation leaves the cached list a minute old',
  },
  'list-favorites': { steps: [calls('favourites, then their plans', 2)] },
  'add-favorite': { steps: [calls('plan, favourite write', 2)] },
  'remove-favorite': { steps: [calls('favourite delete')] },
  'list-ads': { steps: [calls('active ads query')] },
  'record-ad-impression': {
    steps: [calls('rate limit, ad, page-load mark, counter', 4)],
    cutByDeadline: 'a counter the visitor may miss; nothing to undo',
  },
  'record-ad-click': {
    steps: [calls('rate limit, ad, page-load mark, counter', 4)],
    cutByDeadline: 'a counter the visitor may miss; nothing to undo',
  },
  'get-admin-plan': { steps: [calls('plan')], cutByDeadline: STAFF_READ_CUT },
  'list-plan-file-versions': { steps: [calls('plan files and versions, side by side')], cutByDeadline: STAFF_READ_CUT },
  'revise-plan-file': {
    steps: [
      calls('plan files, versions, object exists, claim, replace, record, audit', 7),
      calls('revision request (S3 object for the delivery function), versions again', 2),
    ],
    cutByDeadline: 'the claim is conditional and undone on a failed replace; staff see the 503 and list the versions',
  },
  'create-plan': {
    steps: [calls('plan files exist, pictures exist (each side by side), plan write, audit, share request', 5)],
    cutByDeadline: `${STAFF_CUT}; the plan write is conditional on a new id`,
  },
  'update-plan': {
    steps: [calls('plan, plan files exist, pictures exist, plan write, audit, share request', 6)],
    cutByDeadline: STAFF_CUT,
  },
  'delete-plan': {
    steps: [calls('plan delete, plan files delete, pictures delete, audit', 4)],
    cutByDeadline: `${STAFF_CUT}; leftover objects are unreachable`,
  },
  'create-image-upload': { steps: [presign] },
  'create-gallery-upload': { steps: [presign] },
  'create-plan-files-upload': {
    steps: [calls('stored keys exist, side by side'), presign],
    cutByDeadline: STAFF_READ_CUT,
  },
  'delete-upload': {
    steps: [calls('plan, object delete, audit', 3)],
    cutByDeadline: STAFF_CUT,
  },
  'get-upload-status': { steps: [calls('variants, then the original', 2)] },
  'list-users': {
    steps: [calls('staff groups (side by side), accounts page (Cognito), profiles', 3)],
    cutByDeadline: 'a read: staff try again',
  },
  'update-user-role': {
    steps: [
      calls('account and groups (side by side), profile, super admins', 3),
      calls('group add, two group removals, end sessions (sign-out and revocation), audit', 6),
    ],
    cutByDeadline: 'each group change is idempotent; staff see the 503 and set the role again',
  },
  'update-user-status': {
    steps: [calls('account and groups, profile, super admins, enable or disable, end sessions, audit', 7)],
    cutByDeadline: 'enabling and disabling are idempotent; staff see the 503 and set it again',
  },
  'invite-user': {
    steps: [calls('account create (Cognito), group add, profile, audit', 4)],
    cutByDeadline: 'a second invite of the same address is refused as existing; staff set the role on the user page',
  },
  'create-portfolio-item': {
    steps: [calls('item write, audit', 2)],
    cutByDeadline: `${STAFF_CUT}; a cut invalidation leaves the cached page until it expires`,
  },
  'update-portfolio-item': {
    steps: [calls('item, write, audit', 3)],
    cutByDeadline: STAFF_CUT,
  },
  'delete-portfolio-item': {
    steps: [calls('item delete, audit', 2)],
    cutByDeadline: `${STAFF_CUT}; a cut invalidation leaves the cached page until it expires`,
  },
  'list-admin-portfolio': { steps: [calls('portfolio query')], cutByDeadline: STAFF_READ_CUT },
  'get-site-settings': { steps: [calls('settings')] },
  'get-admin-site-settings': { steps: [calls('settings')], cutByDeadline: STAFF_READ_CUT },
  'update-site-settings': {
    steps: [calls('settings, write, audit', 3)],
    cutByDeadline: STAFF_CUT,
  },
  'list-audit-events': { steps: [calls('audit query')], cutByDeadline: STAFF_READ_CUT },
  'get-analytics': {
    steps: [
      calls('aggregates, orders, audit, plans (side by side)'),
      // One ListUsers call per 60 accounts (adapters/user-census.ts); two pages counted here.
      calls('user census pages (Cognito)', 2),
    ],
    cutByDeadline: 'a read; past a few thousand accounts the census alone can outlast a slow Cognito, then 503',
  },
  'list-admin-ads': { steps: [calls('ads query')], cutByDeadline: STAFF_READ_CUT },
  'create-ad': {
    steps: [calls('ad write, audit', 2)],
    cutByDeadline: `${STAFF_CUT}; a cut invalidation leaves the cached list until it expires`,
  },
  'update-ad': {
    steps: [calls('ad, write, audit', 3)],
    cutByDeadline: STAFF_CUT,
  },
  'delete-ad': {
    steps: [calls('ad delete, audit', 2)],
    cutByDeadline: `${STAFF_CUT}; a cut invalidation leaves the cached list until it expires`,
  },
  'list-promotions': { steps: [calls('promotions query')], cutByDeadline: STAFF_READ_CUT },
  'create-promotion': { steps: [calls('promotion write, audit', 2)], cutByDeadline: STAFF_CUT },
  'update-promotion': { steps: [calls('promotion, write, audit', 3)], cutByDeadline: STAFF_CUT },
  'check-promotion': {
    steps: [calls('rate limits, settings, plan, code, buyer uses, first purchase', 7)],
    cutByDeadline: 'a preview that takes nothing; the buyer presses Apply again',
  },
  'initialize-payment': {
    steps: [
      calls('profile, payments switch (settings), plan, account address (Cognito), licence name, order write', 6),
      calls('promotion code: rate limits, code, first purchase, buyer and total uses, hold', 7),
      calls("buyer's orders query (an upgrade or an extra build only)"),
      ...paystackCallSteps('initialize'),
      calls('order marked failed when Paystack fails'),
    ],
    cutByDeadline: 'a pending order with no payment is written off by the reconciliation; the buyer tries again',
  },
  'verify-payment': {
    steps: [calls('order'), ...paystackCallSteps('verify'), SETTLE_SUCCESS_STEP],
    cutByDeadline: PAYMENT_CUT,
  },
  'confirm-payment': {
    steps: [calls('order'), ...paystackCallSteps('verify'), SETTLE_SUCCESS_STEP],
    cutByDeadline: PAYMENT_CUT,
  },
  'payment-webhook': {
    steps: [
      { what: 'Paystack secret key (signature)', calls: 1, budget: CALL_BUDGETS.secret },
      // The longest event: a dispute resolved against the shop, two refund-state steps in a row, each a read,
      // a conditional write, the settings, the buyer's address and mail beside the copies' removal, and the audit.
      calls('order by reference'),
      calls('two refund-state steps of 5 calls', 10),
    ],
    cutByDeadline: `Paystack sends the event again on a non-200 answer; every step is conditional (${PAYMENT_CUT})`,
  },
  'list-orders': { steps: [calls('orders query')] },
  'list-admin-orders': { steps: [calls('orders query')], cutByDeadline: STAFF_READ_CUT },
  'export-orders': { steps: [calls('orders query (a month)')], cutByDeadline: STAFF_READ_CUT },
  'export-plans': {
    steps: [calls('snapshot head and shards'), calls('plans by key, 100 a batch, 5,000 plans', 50)],
    cutByDeadline: `${STAFF_CUT}; an export writes nothing`,
  },
  'create-plan-import': {
    steps: [calls('job write'), presign],
    cutByDeadline: `${STAFF_CUT}; a cut leaves at most an empty import job, and staff start again`,
  },
  'dry-run-plan-import': {
    steps: [calls('job'), calls('CSV and file list side by side'), calls('plans named by id, 100 a batch', 20)],
    cutByDeadline: `${STAFF_CUT}; a dry run writes nothing`,
  },
  'start-plan-import': {
    steps: [
      calls('job, CSV and file list, plans named by id', 22),
      calls('row writes, 2,000 rows', 2000),
      calls('row tasks, 16 at a time', 125),
    ],
    cutByDeadline: `${STAFF_CUT}; starting again resumes: rows are written once and done rows are skipped`,
  },
  'get-plan-import': {
    steps: [calls('job'), calls('rows query, 2,000 rows', 10)],
    cutByDeadline: `${STAFF_CUT}; it reads only`,
  },
  'get-order': { steps: [calls('order')] },
  'get-order-document': {
    steps: [calls('order, settings; for an unnumbered paid order the counter and the number', 4)],
    cutByDeadline: 'reads, then one conditional number write (a cut leaves the order as it was); the buyer asks again',
  },
  'get-download': {
    steps: [
      calls('order, plan, file versions, delivery, delivery claim, request object (S3)', 6),
      // Up to 20 pauses of 300 ms with a read each; it stops while the read after it still fits
      // (adapters/delivery-wait.ts), so the wait itself never meets the deadline.
      { what: 'wait for the delivery (20 x 300 ms)', ms: 6_000 },
      calls('delivery reads while waiting', 20),
    ],
    cutByDeadline: "the wait answers 'preparing' while time is left; the page polls",
  },
  'download-file': {
    steps: [
      { what: 'signing credentials (Secrets Manager)', calls: 1, budget: CALL_BUDGETS.secret },
      calls('order, plan, file versions, delivery, delivery claim, request object (S3)', 6),
      { what: 'wait for the delivery (20 x 300 ms)', ms: 6_000 },
      calls('delivery reads while waiting', 20),
      calls('download count, day counter', 2),
    ],
    cutByDeadline: "the wait stops while the count still fits and answers 'not ready'; the buyer tries again",
  },
  'get-user-analytics': { steps: [calls('orders, favourites', 2)] },
  'refund-order': {
    steps: [
      calls('order, earlier refund, claim (write, audit)', 4),
      ...paystackCallSteps('refund'),
      calls('refund accepted: order, write, settings, address and mail, audit; order again', 6),
    ],
    cutByDeadline: 'the refund state converges from Paystack refund events (webhook); staff see the 503 and the order',
  },
  'extend-order-window': {
    steps: [calls('order, window write, settings, address and mail, audit', 5)],
    cutByDeadline: 'the window write is idempotent; the mail is logged when cut and staff resend it',
  },
  'set-two-factor': {
    steps: [calls('factor on or off (Cognito), audit', 2)],
  },
  'note-sign-in': {
    steps: [calls('browser write, settings and browser count, shop settings and profile, mail', 4)],
    cutByDeadline: 'the browser is remembered first; a cut alert is logged and the sign-in goes on',
  },
  'reset-user-two-factor': {
    steps: [calls('account and groups, factor off, end sessions (revocation, sign-out), audit', 6)],
    cutByDeadline: 'turning the factor off and ending sessions are idempotent; the super admin resets again',
  },
  'resend-confirmation': {
    steps: [calls('order, settings, address, mail, audit', 5)],
    cutByDeadline: 'nothing is written before the mail; staff try again',
  },
  'get-plan-offers': { steps: [calls('plan, settings and buyer orders query, side by side')] },
  'claim-gift': {
    steps: [calls('order, account (Cognito), claim write, purchase records of giver and recipient', 6)],
    cutByDeadline:
      'the claim is one conditional write; a cut after it leaves only the purchase records, which a later purchase or refund recounts',
  },
  'resend-gift': {
    steps: [calls('order, token write, settings, mail', 4)],
    cutByDeadline: 'a cut after the token write loses one mail; the giver re-sends',
  },
  'list-library': {
    steps: [calls('settings, orders, then each plan held: its file versions', 3)],
    cutByDeadline: 'a read; the page tries again',
  },
  'reopen-library-window': {
    steps: [calls('order, settings, conditional window write, address and mail, audit', 6)],
    cutByDeadline: 'the window write is one conditional update; a cut after it loses at most the mail (logged)',
  },
  'request-refund': {
    steps: [
      calls('order, earlier refund, request write, claim (write, audit)', 5),
      ...paystackCallSteps('refund'),
      calls('refund accepted: order, write, settings, address and mail, audit; order again', 6),
    ],
    cutByDeadline: 'the refund state converges from Paystack refund events (webhook); the buyer sees the order',
  },
  'decide-refund-request': {
    steps: [
      calls('order, earlier refund, decision write, claim (write, audit)', 5),
      ...paystackCallSteps('refund'),
      calls('refund accepted: order, write, settings, address and mail, audit; order again', 6),
    ],
    cutByDeadline: 'the refund state converges from Paystack refund events (webhook); staff see the 503 and the order',
  },
  'export-account-data': {
    steps: [
      calls('account (Cognito), partition and orders pages', 3),
      calls('reviews by author, by key; newsletter row', 3),
    ],
    cutByDeadline: 'a read that changes nothing; the buyer asks again',
  },
  'close-account': {
    steps: [
      calls('password (Cognito) or the code (try, use), account, partition, orders, reviews, newsletter, gifts', 8),
      calls(
        'revocation, each order, each review, votes, partition delete, newsletter, pictures, pool delete, mail',
        12,
      ),
      calls('requester index, each request: its thread, its files deleted, the request and own messages rewritten', 4),
    ],
    cutByDeadline: CLOSURE_CUT,
  },
  'close-user-account': {
    steps: [
      calls('account and groups (Cognito), partition, orders, reviews, newsletter, gifts given', 7),
      calls(
        'revocation, each order, each review, votes, partition delete, newsletter, pictures, pool delete, mail, audit',
        13,
      ),
      calls('requester index, each request: its thread, its files deleted, the request and own messages rewritten', 4),
    ],
    cutByDeadline: CLOSURE_CUT,
  },
  // The request desk (decision 0061). The thread is written before any mail; a cut mail leaves the message on the site.
  'create-request-upload': { steps: [calls('rate limits (address, account)', 2), presign] },
  'create-request': {
    steps: [
      calls('rate limits (address, account or email), order or plan, attachments (S3 HEAD, side by side)', 4),
      calls('named uploads moved out of the expiring prefix (S3 HEAD, copy, delete; files side by side)', 3),
      calls('request write, first message, touch, settings, receipt mail, staff mail', 6),
    ],
    cutByDeadline:
      'the request is stored before the mails; sending again with the same submission id stores nothing new',
  },
  'list-own-requests': { steps: [calls('requester index query')] },
  'get-request': { steps: [calls('request, messages', 2)] },
  'post-request-message': {
    steps: [
      calls('request, rate limit, attachments, message write, touch, settings, staff mail, messages', 8),
      calls('named uploads moved out of the expiring prefix (S3 HEAD, copy, delete; files side by side)', 3),
    ],
    cutByDeadline: 'the message is written before the mail; a cut mail leaves it on the desk',
  },
  'get-request-attachment': { steps: [calls('request, messages', 2), presign] },
  'list-admin-requests': { steps: [calls('state or all index query')], cutByDeadline: STAFF_READ_CUT },
  'get-request-analytics': { steps: [calls('all index query by date')], cutByDeadline: STAFF_READ_CUT },
  'update-admin-request': {
    steps: [
      calls('request, state write, thread entry, touch, audit, settings, link write, mail', 8),
      calls('assignee and groups (Cognito), assignment write, audit, messages', 4),
    ],
    cutByDeadline: STAFF_CUT,
  },
  'post-staff-request-message': {
    steps: [
      calls(
        'request, attachments, message write, touch, state write, audit, settings, link write, mail, read, messages',
        11,
      ),
      calls('named uploads moved out of the expiring prefix (S3 HEAD, copy, delete; files side by side)', 3),
    ],
    cutByDeadline: STAFF_CUT,
  },
  // Desk requests' quotes and customized deliveries (decision 0062).
  'send-request-quote': {
    steps: [calls('request, quotes, revision put, request move, audit, settings, link write, mail', 8)],
    cutByDeadline: 'the revision is claimed by a conditional put and the move is conditional; staff reload and see it',
  },
  'list-request-quotes': { steps: [calls('request, quotes', 2)], cutByDeadline: STAFF_READ_CUT },
  'cover-request-quote': {
    steps: [calls('request, order, request move, audit, quotes', 5)],
    cutByDeadline: 'one conditional move; staff reload and see whether it held',
  },
  'create-request-delivery-upload': { steps: [calls('request'), presign], cutByDeadline: STAFF_READ_CUT },
  'deliver-request-files': {
    steps: [
      calls('request, uploads exist (side by side), order, files append, delivery records, move, audit', 7),
      calls('settings, mail, deliveries', 3),
    ],
    cutByDeadline: 'each write is conditional or idempotent: delivering the same files again finishes a cut one',
  },
  'get-request-quote': { steps: [calls('request, quotes', 2)] },
  'pay-request-quote': {
    steps: [calls('request, quotes, settings, plan, base order, order write', 6), ...paystackCallSteps('initialize')],
    cutByDeadline: PAYMENT_CUT,
  },
  'list-customized-files': { steps: [calls('order')] },
  'export-user-data': {
    steps: [
      calls('account and groups (Cognito), partition and orders pages', 4),
      calls('reviews by author, by key; newsletter row; audit', 4),
    ],
    cutByDeadline: 'a read (its audit written last); the super admin asks again',
  },
  'request-closure-code': {
    steps: [
      calls('rate-limit counters (address, account), account (Cognito)', 3),
      calls('code write, settings read, mail', 3),
    ],
    cutByDeadline:
      'a cut before the mail leaves a code nobody received; the buyer asks again and the new code replaces it',
  },
} as const satisfies Record<RouteName, RouteSequence>;

/** The steps every route makes before its own, from its row: the origin check, its token, the revocation read. */
export function sharedRouteSteps(route: Pick<RouteDefinition, 'auth' | 'edgeCache'>): CallStep[] {
  const steps: CallStep[] = [
    { what: 'origin secret (Secrets Manager, read again every 5 minutes)', calls: 1, budget: CALL_BUDGETS.secret },
  ];
  if (route.auth === 'optional') steps.push({ what: 'signing keys (JWKS)', ms: JWKS_FETCH_TIMEOUT_MS });
  // A staff token on an optional row is checked too (auth/access-revocation.ts).
  if (route.auth !== 'public') steps.push(calls('revocation read'));
  // Staff rows ask Cognito for the caller's second factor and note a new sign-in once (auth/second-factor.ts).
  if (checksSecondFactor(route)) steps.push(calls('second factor (AdminGetUser), sign-in record', 2));
  return steps;
}

/** Every step of a route in order: the shared ones, its own, then the edge invalidation a cached write makes. */
export function routeSteps(route: Pick<RouteDefinition, 'name' | 'auth' | 'edgeCache'>): CallStep[] {
  const own = (ROUTE_SEQUENCES as Record<string, RouteSequence>)[route.name]?.steps ?? [];
  return [...sharedRouteSteps(route), ...own, ...(route.edgeCache ? [calls('edge invalidation (CloudFront)')] : [])];
}

/** A route's invocation at its worst: cold start, every step, and the time kept to answer. */
export function routeWorstMs(steps: readonly CallStep[]): number {
  return ROUTE_COLD_START_MS + sequenceWorstMs(steps) + ROUTE_ANSWER_RESERVE_MS;
}

/**
 * A route's Lambda timeout: long enough for its worst sequence, never under the routes' default, never past the
 * cap; a route whose sequence does not fit gets the cap and its deadline cuts it.
 */
export function routeTimeoutSeconds(route: Pick<RouteDefinition, 'name' | 'auth' | 'edgeCache'>): number {
  const needed = Math.ceil(routeWorstMs(routeSteps(route)) / 1000);
  return Math.min(ROUTE_TIMEOUT_CAP_SECONDS, Math.max(ROUTE_TIMEOUT_SECONDS, needed));
}
