import { msg } from '../../../i18n/msg.ts';

/**
 * The server's refusals of a promotion code (shared/src/promotions/promotion.ts), translated where shown with t();
 * listed here so the catalog test holds them to a French translation.
 */
export const PROMOTION_SERVER_TEXTS = [
  msg('This promotion code does not exist. Check the spelling and try again.'),
  msg('This promotion code is no longer active.'),
  msg('This promotion code cannot be used yet.'),
  msg('This promotion code has expired.'),
  msg('This promotion code has been used up.'),
  msg('You have already used this promotion code as many times as it allows.'),
  msg('This promotion code is only for a first purchase.'),
  msg('This promotion code does not apply to this plan or package.'),
  msg('A promotion code is 3 to 32 letters, digits or dashes'),
  msg('A promotion code applies to a plan bought or given, not to an upgrade or an extra build licence.'),
];

/** Whether a payment was refused because of its code (the page then drops the code and shows the full price). */
export const isPromotionRefusal = (message: string) => (PROMOTION_SERVER_TEXTS as string[]).includes(message);
