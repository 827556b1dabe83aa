import { paidOrderNumber } from '@shop/shared/invoices/document-number';
import type { StoredOrder } from '../../repositories/order-item.ts';
import { composeMail } from '../mails/mail-body.ts';
import { greetingFor, type MailRecipient } from '../mails/recipient.ts';
import { englishSignature, type MailSignature } from '../payments/confirmation-mail.ts';
import { frenchSignature } from '../payments/french-buyer-mails.ts';
import type { OutgoingMail } from '../ports/mailer.ts';

/** The buyer's notice that staff declined their refund request, with staff's reason, in the buyer's language. */
export function refundDeclinedMail(
  order: StoredOrder,
  reason: string,
  siteUrl: string,
  shop: MailSignature,
  recipient: MailRecipient = {},
): OutgoingMail {
  const french = order.language === 'fr';
  return composeMail({
    kind: 'order-refund-declined',
    to: order.user_email,
    subject: french
      ? `Votre demande de remboursement\u202f: ${order.plan_title} (${paidOrderNumber(order)})`
      : `Your refund request: ${order.plan_title} (${paidOrderNumber(order)})`,
    language: french ? 'fr' : 'en',
    greeting: greetingFor(recipient, french ? 'fr' : 'en'),
    blocks: french
      ? [
          { paragraph: `Nous avons étudié votre demande de remboursement de la commande du plan ${order.plan_title}.` },
          { paragraph: `Nous ne pouvons pas la rembourser, pour la raison suivante\u202f: ${reason}` },
          { link: { label: 'Voir vos commandes', href: `${siteUrl}/fr/user/orders` } },
        ]
      : [
          { paragraph: `We have looked at your refund request for your order of ${order.plan_title}.` },
          { paragraph: `We cannot refund it, for this reason: ${reason}` },
          { link: { label: 'See your orders', href: `${siteUrl}/user/orders` } },
        ],
    signature: french ? frenchSignature(shop) : englishSignature(shop),
  });
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
