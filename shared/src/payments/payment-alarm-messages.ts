/**
 * Log messages that mean a payment went wrong. The stack's failed-payments metric filter
 * (infra/src/constructs/monitoring.ts; the Lambdas log them) matches these exact texts, so change them only together.
 */
export const PAYMENT_ALARM_MESSAGES = {
  mismatch: 'payment mismatch',
  initialiseFailed: 'paystack initialise failed',
  verifyFailed: 'paystack verify failed',
  reconcileFailed: 'reconcile failed for order',
  /** A successful charge the shop could not turn into a completed order (e.g. it arrived after a refund). */
  successNotApplied: 'paid charge not applied to order',
  refundFailed: 'paystack refund failed',
  /** Paystack's refund.failed: the buyer has not got their money back. */
  refundNotProcessed: 'paystack refund not processed',
  disputeOpened: 'payment dispute opened',
} as const;
