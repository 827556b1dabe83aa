import { BUSINESS } from '@shop/shared/business';
import { t } from '../../../i18n/i18n.ts';

/** The invoice as the order page shows it: the same numbers the server's PDF prints (the order's frozen tax). */
export interface Invoice {
  number: string;
  /** Already formatted for the reader. */
  date: string;
  /** The billing name, company, tax number and address lines, as entered at checkout. */
  billTo: string[];
  customerEmail: string;
  status: string;
  /** The payment provider's reference, which support and the bank statement quote. */
  paymentReference: string;
  paymentMethod: string;
  planTitle: string;
  packageName: string;
  bedrooms: number;
  bathrooms: number;
  area: string;
  /** Net, each tax line and the total, formatted. */
  net: string;
  /** A promotion code's line: the list price and what the code took off, both net of tax (formatted). */
  discount?: { code: string; listNet: string; amount: string };
  taxLines: [string, string][];
  amount: string;
  /** A refunded order: when, and its credit note's number. */
  refund?: { date: string; creditNote: string | null };
  /** A paid desk quote: it sells a change to a plan or one of the firm's services (titled by it), not the plan. */
  quote?: { requestId: string; title: string; service: boolean };
}

/** What a paid quote's invoice sells, in the words of the server's PDF. */
function quoteItem(quote: NonNullable<Invoice['quote']>): string {
  return quote.service
    ? t('Service quote: {title} (request {id})', { title: quote.title, id: quote.requestId })
    : t('Customization quote for request {id}', { id: quote.requestId });
}

/** The invoice's rows, in reading order. */
export function invoiceRows(invoice: Invoice): {
  meta: [string, string][];
  items: [string, string][];
  money: [string, string][];
} {
  return {
    meta: [
      [t('Invoice number'), invoice.number],
      [t('Date'), invoice.date],
      [t('Billed to'), [...invoice.billTo, invoice.customerEmail].filter(Boolean).join('\n')],
      [t('Status'), invoice.status],
      [t('Payment'), invoice.paymentMethod],
      [t('Payment reference'), invoice.paymentReference],
    ],
    items: invoice.quote
      ? [[t('Item'), quoteItem(invoice.quote)]]
      : [
          [t('Plan'), invoice.planTitle],
          [t('Package'), invoice.packageName],
          [t('Bedrooms'), String(invoice.bedrooms)],
          [t('Bathrooms'), String(invoice.bathrooms)],
          [t('Area'), invoice.area],
        ],
    money: [
      ...(invoice.discount
        ? ([
            [t('List price (net)'), invoice.discount.listNet],
            [t('Discount (promotion code {code})', { code: invoice.discount.code }), `-${invoice.discount.amount}`],
          ] as [string, string][])
        : []),
      [t('Subtotal (net)'), invoice.net],
      ...invoice.taxLines,
    ],
  };
}

export const INVOICE_FIRM = {
  name: BUSINESS.name,
  lines: [BUSINESS.address, BUSINESS.email, BUSINESS.phones[0] ?? ''],
};
