import type { Context } from 'aws-lambda';
import { paymentDepsFromEnv } from '../../adapters/payment-wiring.ts';
import { reconcilePendingPayments } from '../../domain/payments/reconcile-pending.ts';

/** Leaves time to finish the checks under way before the function's timeout. */
const SAFETY_MS = 3000;

/** Not a route: run by an EventBridge schedule (infra/src/constructs/payments.ts) every 15 minutes. */
export const handler = async (_event?: unknown, context?: Pick<Context, 'getRemainingTimeInMillis'>) =>
  reconcilePendingPayments(paymentDepsFromEnv(), {
    deadline: context ? Date.now() + context.getRemainingTimeInMillis() - SAFETY_MS : undefined,
  });
