import { DOWNLOAD_WINDOW_DAYS } from '@shop/shared/constants';
import { formatCedisIn } from '@shop/shared/i18n/format';
import { languagePrefix } from '@shop/shared/i18n/languages';
import { paidOrderNumber } from '@shop/shared/invoices/document-number';
import { translatorFor } from '../../i18n/translate.ts';
import type { StoredOrder } from '../../repositories/order-item.ts';
import { composeMail } from '../mails/mail-body.ts';
import { dateFor, greetingFor, type MailRecipient } from '../mails/recipient.ts';
import { dayCount, type MailSignature, signatureLines } from '../mails/signature.ts';
import type { OutgoingMail } from '../ports/mailer.ts';
import { isQuoteOrder } from '../quotes/accept-paid-quote.ts';
import { quoteReceiptMail } from '../quotes/quote-receipt-mail.ts';
import { packageName } from './package-names.ts';

export type { MailSignature } from '../mails/signature.ts';

/** The buyer's confirmation, in the order's language: what they bought, the invoice number, where to download it. */
export function confirmationMail(
  order: StoredOrder,
  siteUrl: string,
  shop: MailSignature,
  recipient: MailRecipient = {},
): OutgoingMail {
  // A paid desk quote's receipt (decision 0062): no plan files to download yet.
  if (isQuoteOrder(order)) return quoteReceiptMail(order, siteUrl, shop, recipient);
  const language = order.language ?? 'en';
  const t = translatorFor(language);
  const number = paidOrderNumber(order);
  return composeMail({
    kind: 'order-confirmation',
    to: order.user_email,
    subject: t('Your plans from {shop} are ready: {plan} ({number})', {
      shop: shop.site_name,
      plan: order.plan_title,
      number,
    }),
    language,
    greeting: greetingFor(recipient, language),
    blocks: [
      { paragraph: t('Thank you for your purchase.') },
      {
        facts: [
          [t('Invoice'), number],
          [t('Order'), order.id],
          [t('Plan'), order.plan_title],
          [t('Package'), packageName(order.package_type, t)],
          [t('Amount paid'), `${formatCedisIn(order.amount, language)} (${order.currency})`],
          [t('Payment reference'), order.reference],
        ],
      },
      {
        link: {
          label: t('Download your files here'),
          href: `${siteUrl}${languagePrefix(language)}/download/${order.id}`,
        },
      },
      {
        paragraph: t('Your downloads are available for {days}, until {date}.', {
          days: dayCount(DOWNLOAD_WINDOW_DAYS, t),
          date: dateFor(order.expires_at, recipient, language),
        }),
      },
    ],
    signature: signatureLines(shop, t),
  });
}
