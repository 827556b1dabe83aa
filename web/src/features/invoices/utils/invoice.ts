import { BUSINESS } from '@shop/shared/business';
import { t } from '../../../i18n/i18n.ts';

/** The client-generated invoice, with who paid and how. */
export interface Invoice {
  number: string;
  /** Already formatted for the reader. */
  date: string;
  /** The buyer's name from their profile ('' when they never gave one) and their email. */
  customerName: string;
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
  /** The amount as the shop shows it (cedi sign). */
  amount: string;
  /** The same amount with the currency code, for the PDF's standard fonts (they have no cedi sign). */
  amountPlain: string;
}

/** The invoice's rows, in reading order: the page and the PDF print the same list. */
export function invoiceRows(invoice: Invoice): { meta: [string, string][]; items: [string, string][] } {
  return {
    meta: [
      [t('Invoice number'), invoice.number],
      [t('Date'), invoice.date],
      [t('Billed to'), [invoice.customerName, invoice.customerEmail].filter(Boolean).join('\n')],
      [t('Status'), invoice.status],
      [t('Payment'), invoice.paymentMethod],
      [t('Payment reference'), invoice.paymentReference],
    ],
    items: [
      [t('Plan'), invoice.planTitle],
      [t('Package'), invoice.packageName],
      [t('Bedrooms'), String(invoice.bedrooms)],
      [t('Bathrooms'), String(invoice.bathrooms)],
      [t('Area'), invoice.area],
    ],
  };
}

export const INVOICE_FIRM = {
  name: BUSINESS.name,
  lines: [BUSINESS.address, BUSINESS.email, BUSINESS.phones[0] ?? ''],
};

/** The PDF's file name: the invoice number, which the buyer finds again in their downloads folder. */
export const invoiceFileName = (invoice: Pick<Invoice, 'number'>) => `${invoice.number}.pdf`;
