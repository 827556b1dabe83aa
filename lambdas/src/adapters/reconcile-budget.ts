import { CALL_BUDGETS, type CallStep, sequenceWorstMs } from './call-budgets.ts';
import { PAYSTACK_TIMEOUT_MS } from './paystack.ts';

/** The scheduled reconciliation's first step: the pending orders, one query. */
export const RECONCILE_LIST_STEPS: readonly CallStep[] = [
  { what: 'pending orders (status index query)', calls: 1, budget: CALL_BUDGETS.request },
];

/**
 * One order's check at its worst (domain/payments/settle-payment.ts on the completing path, the longest): the
 * Paystack key (read again every 5 minutes), the verify call, then plan, purchase record, completion, order read and
 * settings one after another, and the counters and mails side by side (one call deep).
 */
export const RECONCILE_CHECK_STEPS: readonly CallStep[] = [
  { what: 'Paystack secret key', calls: 1, budget: CALL_BUDGETS.request },
  { what: 'Paystack verify', ms: PAYSTACK_TIMEOUT_MS },
  { what: 'settle a success (5 calls in turn, then 1 round side by side)', calls: 6, budget: CALL_BUDGETS.request },
];

export const RECONCILE_CHECK_WORST_MS = sequenceWorstMs(RECONCILE_CHECK_STEPS);
