import { msg } from '../../../i18n/msg.ts';

/**
 * The server's gift refusals (shared/src/orders/gift.ts, GIFT_TEXTS), marked here so their French is in the catalog:
 * the pages show the server's words through t().
 */
export const GIFT_REFUSALS = [
  msg("Please enter the recipient's email address"),
  msg("Please enter the recipient's valid email address"),
  msg("Please enter the recipient's name"),
  msg('The message can be at most 500 characters'),
  msg('The message cannot contain control characters'),
  msg('This gift link is not valid or has expired. Please ask the person who gave it to send it again.'),
  msg('This gift has already been claimed.'),
  msg('You gave this plan: the person you gave it to claims it with their own account.'),
  msg('This gift can no longer be claimed.'),
  msg('This plan is a gift: its files are delivered to the recipient once they claim it.'),
  msg('This gift can no longer be sent again.'),
  msg('This gift has been sent as many times as allowed. Please contact us.'),
] as const;
