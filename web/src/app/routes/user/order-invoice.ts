import { formatAreaIn } from '@shop/shared/i18n/format';
import { formatCedisWithPesewasIn } from '@shop/shared/i18n/format-details';
import { orderTax, taxOf } from '@shop/shared/invoices/tax';
import { type Order, QUOTE_ORDER_KIND, sellsPlan } from '@shop/shared/orders/order';
import { discountLine } from '@shop/shared/promotions/discount-line';
import type { Invoice } from '../../../features/invoices/utils/invoice.ts';
import { packageLabel, STATUS_LABELS } from '../../../features/orders/utils/order-labels.ts';
import { currentLanguage, t } from '../../../i18n/i18n.ts';
import { msg } from '../../../i18n/msg.ts';
import { formatDate } from '../../../lib/format-date.ts';

const CHANNELS: Record<string, string> = { card: msg('Card'), mobile_money: msg('Mobile money') };

/** The invoice page's view of a paid order, in the reader's language and time zone. */
export function toInvoice(order: Order, buyer: { name: string; email: string }, timeZone: string): Invoice {
  const language = currentLanguage();
  const money = (pesewas: number) => formatCedisWithPesewasIn(pesewas / 100, language);
  // The order's frozen tax: the same net, lines and total as the PDF, the CSV and the analytics.
  const tax = orderTax(order);
  const billing = order.billing ?? { name: order.licenceName ?? buyer.name };
  const discount = discountLine(order);
  return {
    number: order.invoice_number ?? '',
    date: formatDate(order.paid_at ?? order.created_at, timeZone, { dateStyle: 'medium' }),
    billTo: [
      billing.name,
      billing.company ?? '',
      ...(billing.address ?? '').split(/\r?\n/),
      billing.tax_number ? `${t('Tax number')}: ${billing.tax_number}` : '',
    ].filter((line) => line.trim()),
    customerEmail: order.user_email || buyer.email,
    // i18next-instrument-ignore-next-line
    status: t(STATUS_LABELS[order.status]),
    paymentReference: order.reference,
    // i18next-instrument-ignore-next-line
    paymentMethod: `Paystack${order.channel ? ` (${t(CHANNELS[order.channel] ?? order.channel)})` : ''}`,
    planTitle: order.plan_title,
    packageName: packageLabel(order.package_type),
    bedrooms: order.bedrooms,
    bathrooms: order.bathrooms,
    area: `${formatAreaIn(order.area_sqm, language)} m²`,
    net: money(tax.net_pesewas),
    ...(discount
      ? {
          discount: {
            code: discount.code,
            listNet: money(discount.list_net_pesewas),
            amount: money(discount.discount_net_pesewas),
          },
        }
      : {}),
    taxLines: tax.lines.map((line) => [`${line.name} (${line.rate_percent}%)`, money(line.amount_pesewas)]),
    amount: money(tax.net_pesewas + taxOf(tax)),
    ...(order.kind === QUOTE_ORDER_KIND && order.request_id
      ? { quote: { requestId: order.request_id, title: order.plan_title, service: !sellsPlan(order) } }
      : {}),
    refund:
      order.status === 'refunded'
        ? {
            date: formatDate(order.refunded_at ?? order.created_at, timeZone, { dateStyle: 'medium' }),
            creditNote: order.credit_note_number ?? null,
          }
        : undefined,
  };
}
