import { BUSINESS } from '@shop/shared/business';
import { DOWNLOAD_WINDOW_DAYS } from '@shop/shared/constants';
import { formatCedis } from '@shop/shared/money';
import type { OutgoingMail } from '../../adapters/mailer.ts';
import type { StoredOrder } from '../../repositories/order-item.ts';

const PACKAGE_NAMES = { basic: 'Basic', standard: 'Standard', premium: 'Premium' } as const;

/** The buyer's confirmation: what they bought, the invoice number, and where to download it. */
export function confirmationMail(order: StoredOrder, siteUrl: string): OutgoingMail {
  const link = `${siteUrl}/download/${order.id}`;
  const expires = order.expires_at ? new Date(order.expires_at).toUTCString() : '';
  return {
    kind: 'order-confirmation',
    to: order.user_email,
    subject: `Your plans are ready: ${order.plan_title} (${order.invoice_number})`,
    text: [
      'Thank you for your purchase.',
      '',
      `Invoice: ${order.invoice_number}`,
      `Order: ${order.id}`,
      `Plan: ${order.plan_title}`,
      `Package: ${PACKAGE_NAMES[order.package_type]} Package`,
      `Amount paid: ${formatCedis(order.amount)} (${order.currency})`,
      `Payment reference: ${order.reference}`,
      '',
      `Download your files here: ${link}`,
      `Your downloads are available for ${DOWNLOAD_WINDOW_DAYS} days, until ${expires}.`,
      '',
      `Questions? Write to ${BUSINESS.email} or call ${BUSINESS.phones[0]}.`,
      BUSINESS.name,
    ].join('\n'),
  };
}
