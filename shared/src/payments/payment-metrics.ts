/**
 * Business metrics the payment completion path writes as CloudWatch embedded metric format log lines
 * (lambdas/src/observability/payment-metrics.ts) and the stack's dashboard reads
 * (infra/src/constructs/monitoring.ts): change them only together. Their namespace is per stage
 * (shared/src/observability/metrics-namespace.ts).
 */
/** The `service` dimension every embedded metric carries. */
export const SHOP_METRICS_SERVICE = 'tema-house-plans';
export const PAYMENT_METRICS = {
  ordersCompleted: 'OrdersCompleted',
  revenueGhs: 'RevenueGHS',
  outcome: 'PaymentOutcome',
} as const;
/** The dimension of PaymentOutcome, and its values. */
export const PAYMENT_OUTCOME_DIMENSION = 'Outcome';
export const PAYMENT_OUTCOMES = ['completed', 'declined', 'mismatch', 'not-applied'] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];
