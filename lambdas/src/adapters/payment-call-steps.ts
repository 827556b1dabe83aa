import { CALL_BUDGETS, type CallStep } from '../outbound/call-budgets.ts';
import { PAYSTACK_TIMEOUT_MS } from './paystack.ts';

const request = CALL_BUDGETS.request;

/** One Paystack call: its secret key (Secrets Manager, read again every 5 minutes), then the call itself, not retried. */
export function paystackCallSteps(what: string): readonly CallStep[] {
  return [
    { what: 'Paystack secret key', calls: 1, budget: CALL_BUDGETS.secret },
    { what: `Paystack ${what}`, ms: PAYSTACK_TIMEOUT_MS },
  ];
}

/**
 * A successful charge settled (domain/payments/settle-payment.ts, the completing path, the longest): plan, purchase
 * record, completion, order read and settings one after another, then the counters and the mails side by side, the
 * deepest being the buyer's address read and the mail after it.
 */
export const SETTLE_SUCCESS_STEP: CallStep = {
  what: 'settle a success (5 calls in turn, then address read and mail)',
  calls: 7,
  budget: request,
};
