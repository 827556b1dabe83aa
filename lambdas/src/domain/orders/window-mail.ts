import { languagePrefix } from '@shop/shared/i18n/languages';
import { paidOrderNumber } from '@shop/shared/invoices/document-number';
import type { StoredOrder } from '../../repositories/order-item.ts';
import { buyerMail } from '../mails/buyer-mail.ts';
import { dateFor, type MailRecipient } from '../mails/recipient.ts';
import { dayCount, type MailSignature } from '../mails/signature.ts';
import type { OutgoingMail } from '../ports/mailer.ts';

/** The buyer's notice, in the order's language, that staff extended the download window by `days`, with the new end. */
export function windowMail(
  order: StoredOrder,
  siteUrl: string,
  shop: MailSignature,
  days: number,
  recipient: MailRecipient = {},
): OutgoingMail {
  const plan = order.plan_title;
  return buyerMail(order, shop, recipient, (t, language) => ({
    kind: 'order-window-extended',
    subject: t('Your downloads from {shop} are open again: {plan} ({number})', {
      shop: shop.site_name,
      plan,
      number: paidOrderNumber(order),
    }),
    blocks: [
      {
        paragraph: t('We have extended the download window of your order for {plan} by {days}.', {
          plan,
          days: dayCount(days, t),
        }),
      },
      {
        link: {
          label: t('Download your files here'),
          href: `${siteUrl}${languagePrefix(language)}/download/${order.id}`,
        },
      },
      { paragraph: t('The link works until {date}.', { date: dateFor(order.expires_at, recipient, language) }) },
    ],
  }));
}
