/**
 * Log messages that mean a payment went wrong. The stack's failed-payments metric filter
 * (infra/src/constructs/monitoring.ts) matches these exact texts, so change them only together.
 */
export const PAYMENT_ALARM_MESSAGES = {
  mismatch: 'payment mismatch',
  initialiseFailed: 'paystack initialise failed',
  verifyFailed: 'paystack verify failed',
  reconcileFailed: 'reconcile failed for order',
} as const;
