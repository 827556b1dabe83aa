import { msg } from '../../../i18n/msg.ts';

/**
 * The server's answers to a refund request (shared/src/orders/refund-request.ts and the refund policy's texts in
 * shared/src/orders/staff-actions.ts), translated where shown with t(); listed here so the catalogs hold them.
 */
export const REFUND_REQUEST_ANSWERS = [
  msg('A refund was already requested for this order'),
  msg('Only a completed order can be refunded'),
  msg('This order is already refunded'),
  msg('This payment is under dispute at the bank; it is settled through the dispute, not a refund'),
  msg('Please give the reason for the refund (at least 3 characters)'),
  msg('The reason can be at most 500 characters'),
] as const;
