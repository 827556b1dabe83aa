import { msg } from '../../../i18n/msg.ts';
/** The payment return page's failure texts, kept in one list so each failure reads the same wherever it shows. */
export const VERIFY_MESSAGES = {
  noReference: msg('No payment reference found'),
  /** The verify call answered with a non-OK status. */
  rejected: msg('Payment verification failed. Please contact support.'),
  /** An OK answer without success or without an order. */
  notVerified: msg('Payment verification failed'),
  /** The call itself failed (network, unreadable answer). */
  unreachable: msg('Failed to verify payment. Please contact support.'),
  /** Checkout's red box: paid, but no order to send the buyer to. */
  orderMissing: msg('Payment completed but order information is missing. Please contact support.'),
} as const;
