import { BUSINESS } from '@shop/shared/business';
import { DOWNLOAD_WINDOW_DAYS } from '@shop/shared/constants';
import { formatCedis } from '@shop/shared/money';
import type { EditableSiteSettings } from '@shop/shared/settings/site-settings';
import type { StoredOrder } from '../../repositories/order-item.ts';
import type { OutgoingMail } from '../ports/mailer.ts';
import { frenchConfirmationMail } from './french-buyer-mails.ts';
import { PACKAGE_NAMES } from './package-names.ts';

/** How the shop names itself in mails: the saved site name and contact email (General tab). */
export type MailSignature = Pick<EditableSiteSettings, 'site_name' | 'contact_email'>;

/** The buyer's confirmation: what they bought, the invoice number, and where to download it. */
export function confirmationMail(order: StoredOrder, siteUrl: string, shop: MailSignature): OutgoingMail {
  if (order.language === 'fr') return frenchConfirmationMail(order, siteUrl, shop);
  const link = `${siteUrl}/download/${order.id}`;
  const expires = order.expires_at ? new Date(order.expires_at).toUTCString() : '';
  return {
    kind: 'order-confirmation',
    to: order.user_email,
    subject: `Your plans from ${shop.site_name} are ready: ${order.plan_title} (${order.invoice_number})`,
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
      `Questions? Write to ${shop.contact_email} or call ${BUSINESS.phones[0]}.`,
      shop.site_name,
    ].join('\n'),
  };
}
