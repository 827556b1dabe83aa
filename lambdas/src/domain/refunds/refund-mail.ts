import { paidOrderNumber } from '@shop/shared/invoices/document-number';
import { formatCedis } from '@shop/shared/money';
import { REFUND_POLICY } from '@shop/shared/orders/staff-actions';
import type { StoredOrder } from '../../repositories/order-item.ts';
import { composeMail } from '../mails/mail-body.ts';
import { greetingFor, type MailRecipient } from '../mails/recipient.ts';
import { englishSignature, type MailSignature } from '../payments/confirmation-mail.ts';
import { frenchRefundMail } from '../payments/french-buyer-mails.ts';
import type { OutgoingMail } from '../ports/mailer.ts';

/** The buyer's notice that their money is on its way back and the downloads are closed. */
export function refundMail(order: StoredOrder, shop: MailSignature, recipient: MailRecipient = {}): OutgoingMail {
  if (order.language === 'fr') return frenchRefundMail(order, shop, recipient);
  return composeMail({
    kind: 'order-refund',
    to: order.user_email,
    subject: `Your refund from ${shop.site_name}: ${order.plan_title} (${paidOrderNumber(order)})`,
    language: 'en',
    greeting: greetingFor(recipient, 'en'),
    blocks: [
      { paragraph: `We have refunded your order for ${order.plan_title}.` },
      {
        facts: [
          ['Invoice', paidOrderNumber(order)],
          ...(order.credit_note_number ? ([['Credit note', order.credit_note_number]] as [string, string][]) : []),
          ['Order', order.id],
          ['Amount refunded', `${formatCedis(order.amount)} (${order.currency})`],
          ['Payment reference', order.reference],
        ],
      },
      {
        paragraph: `The money goes back to the card or mobile money wallet you paid with, usually within ${REFUND_POLICY.businessDays} business days.`,
      },
      { paragraph: 'The download links of this order no longer work.' },
    ],
    signature: englishSignature(shop),
  });
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
