import { formatCedisIn } from '@shop/shared/i18n/format';
import { languagePrefix } from '@shop/shared/i18n/languages';
import { paidOrderNumber } from '@shop/shared/invoices/document-number';
import type { Translate } from '../../i18n/translate.ts';
import type { StoredOrder } from '../../repositories/order-item.ts';
import { buyerMail } from '../mails/buyer-mail.ts';
import type { MailRecipient } from '../mails/recipient.ts';
import type { MailSignature } from '../mails/signature.ts';
import type { OutgoingMail } from '../ports/mailer.ts';

/**
 * The receipt of a paid desk quote (decision 0062), sent where a plan's confirmation is (same kind, same switch, the
 * invoice attached by the caller): what was paid for, and that the drawings come to the order once staff deliver them.
 * A plan's confirmation would promise files to download now, which a quote does not have.
 */
export function quoteReceiptMail(
  order: StoredOrder,
  siteUrl: string,
  shop: MailSignature,
  recipient: MailRecipient = {},
): OutgoingMail {
  const request = order.request_id ?? '';
  const number = paidOrderNumber(order);
  return buyerMail(order, shop, recipient, (t, language) => ({
    kind: 'order-confirmation',
    subject: t('Your quote is paid: request {request} ({number})', { request, number }),
    blocks: [
      { paragraph: thanks(order, t) },
      {
        facts: [
          [t('Invoice'), number],
          [t('Request'), request],
          [t('Amount paid'), `${formatCedisIn(order.amount, language)} (${order.currency})`],
          [t('Payment reference'), order.reference],
        ],
      },
      { link: { label: t('Your orders'), href: `${siteUrl}${languagePrefix(language)}/user/orders` } },
    ],
  }));
}

/** What the payment was for: a change to a plan, or one of the firm's services (whose title is the service's name). */
function thanks(order: Pick<StoredOrder, 'plan_title' | 'service'>, t: Translate): string {
  const plan = order.plan_title;
  if (order.service) {
    return t(
      'Thank you: your payment of the quote for {plan} is received. Our team is starting the work and will answer you on the request; documents we prepare for you will be added to your order.',
      { plan },
    );
  }
  return t(
    'Thank you: your payment of the customization quote for {plan} is received. Our architects are starting the changes; the customized drawings will be added to your order and we will write to you.',
    { plan },
  );
}
