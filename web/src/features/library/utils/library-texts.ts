import { msg } from '../../../i18n/msg.ts';

/**
 * The server's answers about reopening (shared/src/orders/library.ts), translated where shown with t(); listed here
 * so the catalogs hold them to a French translation.
 */
export const LIBRARY_REFUSALS = [
  msg('The download window of this plan is still open'),
  msg('Only a plan you hold, paid and not refunded, can be reopened'),
  msg('This payment went through a dispute at the bank: please ask us to reopen your downloads'),
  msg('You have used the free reopenings for this plan this year: please contact us and we will reopen it'),
  msg('Reopening is done by our staff: please contact us and we will reopen your downloads'),
  msg('Your downloads were just reopened: please reload the page'),
] as const;
