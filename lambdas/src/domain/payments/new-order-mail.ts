import { paidOrderNumber } from '@shop/shared/invoices/document-number';
import { formatCedisWithPesewas } from '@shop/shared/money';
import type { StoredOrder } from '../../repositories/order-item.ts';
import type { OutgoingMail } from '../ports/mailer.ts';
import { PACKAGE_NAMES } from './package-names.ts';

/** The staff notice of a completed order (New Order Notifications), sent to the settings' contact email. */
export function newOrderMail(order: StoredOrder, siteUrl: string, siteName: string, to: string): OutgoingMail {
  return {
    kind: 'new-order',
    to,
    subject: `${siteName}: new order ${paidOrderNumber(order)} (${order.plan_title})`,
    text: [
      `A new order was paid on ${siteName}.`,
      '',
      `Order: ${order.id}`,
      `Invoice: ${paidOrderNumber(order)}`,
      `Plan: ${order.plan_title}`,
      `Package: ${PACKAGE_NAMES[order.package_type]} Package`,
      // Always two decimals for staff, who reconcile these against Paystack's dashboard.
      `Amount: ${formatCedisWithPesewas(order.amount)} (${order.currency})`,
      `Buyer: ${order.user_email}`,
      `Paid at: ${order.paid_at ?? ''}`,
      '',
      `See all orders: ${siteUrl}/admin/orders`,
      '',
      siteName,
    ].join('\n'),
  };
}
