import { CALL_BUDGETS, type CallStep, sequenceWorstMs } from '../outbound/call-budgets.ts';
import { SETTLE_SUCCESS_STEP } from './payment-call-steps.ts';
import { PAYSTACK_TIMEOUT_MS } from './paystack.ts';

/** The scheduled reconciliation's first step: the pending orders, one query. */
export const RECONCILE_LIST_STEPS: readonly CallStep[] = [
  { what: 'pending orders (status index query)', calls: 1, budget: CALL_BUDGETS.request },
];

/**
 * One order's check at its worst (domain/payments/settle-payment.ts on the completing path, the longest): the
 * Paystack key (read again every 5 minutes), the verify call, then the settlement (payment-call-steps.ts).
 */
export const RECONCILE_CHECK_STEPS: readonly CallStep[] = [
  { what: 'Paystack secret key', calls: 1, budget: CALL_BUDGETS.request },
  { what: 'Paystack verify', ms: PAYSTACK_TIMEOUT_MS },
  SETTLE_SUCCESS_STEP,
];

export const RECONCILE_CHECK_WORST_MS = sequenceWorstMs(RECONCILE_CHECK_STEPS);
