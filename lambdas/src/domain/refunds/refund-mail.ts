import { formatCedisIn } from '@shop/shared/i18n/format';
import { paidOrderNumber } from '@shop/shared/invoices/document-number';
import { formatCedis } from '@shop/shared/money';
import { REFUND_POLICY } from '@shop/shared/orders/staff-actions';
import type { StoredOrder } from '../../repositories/order-item.ts';
import { buyerMail } from '../mails/buyer-mail.ts';
import type { MailRecipient } from '../mails/recipient.ts';
import type { MailSignature } from '../mails/signature.ts';
import type { OutgoingMail } from '../ports/mailer.ts';

/** The buyer's notice, in the order's language, that their money is on its way back and the downloads are closed. */
export function refundMail(order: StoredOrder, shop: MailSignature, recipient: MailRecipient = {}): OutgoingMail {
  const number = paidOrderNumber(order);
  return buyerMail(order, shop, recipient, (t, language) => ({
    kind: 'order-refund',
    subject: t('Your refund from {shop}: {plan} ({number})', { shop: shop.site_name, plan: order.plan_title, number }),
    blocks: [
      { paragraph: t('We have refunded your order for {plan}.', { plan: order.plan_title }) },
      {
        facts: [
          [t('Invoice'), number],
          ...(order.credit_note_number ? [[t('Credit note'), order.credit_note_number] as [string, string]] : []),
          [t('Order'), order.id],
          [t('Amount refunded'), `${formatCedisIn(order.amount, language)} (${order.currency})`],
          [t('Payment reference'), order.reference],
        ],
      },
      {
        paragraph: t(
          'The money goes back to the card or mobile money wallet you paid with, usually within {days} business days.',
          { days: REFUND_POLICY.businessDays },
        ),
      },
      { paragraph: t('The download links of this order no longer work.') },
    ],
  }));
}

/** Staff's notice that a buyer's bank opened a chargeback: downloads are paused until it is resolved. */
export function disputeMail(order: StoredOrder, siteUrl: string, shop: MailSignature): OutgoingMail {
  return {
    kind: 'order-dispute',
    to: shop.contact_email,
    subject: `Payment dispute opened: ${order.plan_title} (${paidOrderNumber(order)})`,
    text: [
      `The buyer's bank opened a dispute on order ${order.id} (${order.user_email}).`,
      `Amount: ${formatCedis(order.amount)} (${order.currency}), reference ${order.reference}.`,
      'Downloads of this order are paused until the dispute is resolved. Answer it on the Paystack dashboard.',
      `${siteUrl}/admin/orders`,
    ].join('\n'),
  };
}
