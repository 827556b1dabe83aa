import { BUSINESS } from '@shop/shared/business';
import { DOWNLOAD_WINDOW_DAYS } from '@shop/shared/constants';
import { paidOrderNumber } from '@shop/shared/invoices/document-number';
import { formatCedis } from '@shop/shared/money';
import type { EditableSiteSettings } from '@shop/shared/settings/site-settings';
import type { StoredOrder } from '../../repositories/order-item.ts';
import { composeMail } from '../mails/mail-body.ts';
import { dateFor, greetingFor, type MailRecipient } from '../mails/recipient.ts';
import type { OutgoingMail } from '../ports/mailer.ts';
import { isQuoteOrder } from '../quotes/accept-paid-quote.ts';
import { quoteReceiptMail } from '../quotes/quote-receipt-mail.ts';
import { frenchConfirmationMail, frenchSignature } from './french-buyer-mails.ts';
import { PACKAGE_NAMES } from './package-names.ts';

/** How the shop names itself in mails: the saved site name and contact email (General tab). */
export type MailSignature = Pick<EditableSiteSettings, 'site_name' | 'contact_email'>;

/** The closing lines of the buyer's English mails. */
export const englishSignature = (shop: MailSignature) => [
  `Questions? Write to ${shop.contact_email} or call ${BUSINESS.phones[0]}.`,
  shop.site_name,
];

/** The buyer's confirmation: what they bought, the invoice number, and where to download it. */
export function confirmationMail(
  order: StoredOrder,
  siteUrl: string,
  shop: MailSignature,
  recipient: MailRecipient = {},
): OutgoingMail {
  // A paid desk quote's receipt (decision 0062): no plan files to download yet.
  if (isQuoteOrder(order)) {
    const signature = order.language === 'fr' ? frenchSignature(shop) : englishSignature(shop);
    return quoteReceiptMail(order, siteUrl, shop.site_name, signature, recipient);
  }
  if (order.language === 'fr') return frenchConfirmationMail(order, siteUrl, shop, recipient);
  return composeMail({
    kind: 'order-confirmation',
    to: order.user_email,
    subject: `Your plans from ${shop.site_name} are ready: ${order.plan_title} (${paidOrderNumber(order)})`,
    language: 'en',
    greeting: greetingFor(recipient, 'en'),
    blocks: [
      { paragraph: 'Thank you for your purchase.' },
      {
        facts: [
          ['Invoice', paidOrderNumber(order)],
          ['Order', order.id],
          ['Plan', order.plan_title],
          ['Package', `${PACKAGE_NAMES[order.package_type]} Package`],
          ['Amount paid', `${formatCedis(order.amount)} (${order.currency})`],
          ['Payment reference', order.reference],
        ],
      },
      { link: { label: 'Download your files here', href: `${siteUrl}/download/${order.id}` } },
      {
        paragraph: `Your downloads are available for ${DOWNLOAD_WINDOW_DAYS} days, until ${dateFor(order.expires_at, recipient, 'en')}.`,
      },
    ],
    signature: englishSignature(shop),
  });
}
