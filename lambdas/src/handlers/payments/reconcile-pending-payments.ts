import type { Context } from 'aws-lambda';
import { paymentDepsFromEnv } from '../../adapters/payment-wiring.ts';
import { RECONCILE_CHECK_WORST_MS } from '../../adapters/reconcile-budget.ts';
import { reconcilePendingPayments } from '../../domain/payments/reconcile-pending.ts';

/** Left after the last check for the run's report. */
const SAFETY_MS = 1_000;

/**
 * Not a route: run by an EventBridge schedule (infra/src/constructs/payments.ts) every 15 minutes. A check starts
 * only while the invocation has the worst case of one check left (adapters/reconcile-budget.ts); the rest wait for
 * the next run.
 */
export const handler = async (_event?: unknown, context?: Pick<Context, 'getRemainingTimeInMillis'>) =>
  reconcilePendingPayments(paymentDepsFromEnv(), {
    canStartCheck: context
      ? () => context.getRemainingTimeInMillis() >= RECONCILE_CHECK_WORST_MS + SAFETY_MS
      : undefined,
  });
