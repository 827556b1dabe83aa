import { languagePrefix } from '@shop/shared/i18n/languages';
import { paidOrderNumber } from '@shop/shared/invoices/document-number';
import type { StoredOrder } from '../../repositories/order-item.ts';
import { buyerMail } from '../mails/buyer-mail.ts';
import type { MailRecipient } from '../mails/recipient.ts';
import type { MailSignature } from '../mails/signature.ts';
import type { OutgoingMail } from '../ports/mailer.ts';

/** The buyer's notice that staff declined their refund request, with staff's reason, in the buyer's language. */
export function refundDeclinedMail(
  order: StoredOrder,
  reason: string,
  siteUrl: string,
  shop: MailSignature,
  recipient: MailRecipient = {},
): OutgoingMail {
  const plan = order.plan_title;
  return buyerMail(order, shop, recipient, (t, language) => ({
    kind: 'order-refund-declined',
    subject: t('Your refund request: {plan} ({number})', { plan, number: paidOrderNumber(order) }),
    blocks: [
      { paragraph: t('We have looked at your refund request for your order of {plan}.', { plan }) },
      { paragraph: t('We cannot refund it, for this reason: {reason}', { reason }) },
      { link: { label: t('See your orders'), href: `${siteUrl}${languagePrefix(language)}/user/orders` } },
    ],
  }));
}

/** Staff's notice that a buyer asked for a refund the policy does not cover: it waits for them on the order. */
export function refundRequestedMail(
  order: StoredOrder,
  reason: string,
  policyRefusal: string,
  siteUrl: string,
  shop: MailSignature,
): OutgoingMail {
  return {
    kind: 'order-refund-requested',
    to: shop.contact_email,
    subject: `Refund request to decide: ${order.plan_title} (${paidOrderNumber(order)})`,
    text: [
      `The buyer of order ${order.id} (${order.user_email}) asks for a refund.`,
      `Their reason: ${reason}`,
      `The refund policy does not cover it: ${policyRefusal}.`,
      'Grant or decline it from the order in the admin area.',
      `${siteUrl}/admin/orders`,
    ].join('\n'),
  };
}
