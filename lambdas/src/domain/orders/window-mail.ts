import { paidOrderNumber } from '@shop/shared/invoices/document-number';
import type { StoredOrder } from '../../repositories/order-item.ts';
import { composeMail } from '../mails/mail-body.ts';
import { dateFor, greetingFor, type MailRecipient } from '../mails/recipient.ts';
import { englishSignature, type MailSignature } from '../payments/confirmation-mail.ts';
import { frenchWindowMail } from '../payments/french-buyer-mails.ts';
import type { OutgoingMail } from '../ports/mailer.ts';

/** The buyer's notice that staff extended the download window by `days`, with the new end. */
export function windowMail(
  order: StoredOrder,
  siteUrl: string,
  shop: MailSignature,
  days: number,
  recipient: MailRecipient = {},
): OutgoingMail {
  if (order.language === 'fr') return frenchWindowMail(order, siteUrl, shop, days, recipient);
  return composeMail({
    kind: 'order-window-extended',
    to: order.user_email,
    subject: `Your downloads from ${shop.site_name} are open again: ${order.plan_title} (${paidOrderNumber(order)})`,
    language: 'en',
    greeting: greetingFor(recipient, 'en'),
    blocks: [
      {
        paragraph: `We have extended the download window of your order for ${order.plan_title} by ${days === 1 ? '1 day' : `${days} days`}.`,
      },
      { link: { label: 'Download your files here', href: `${siteUrl}/download/${order.id}` } },
      { paragraph: `The link works until ${dateFor(order.expires_at, recipient, 'en')}.` },
    ],
    signature: englishSignature(shop),
  });
}
