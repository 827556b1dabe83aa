import { orderDocumentFileName } from '@shop/shared/invoices/order-documents';
import type { Order } from '@shop/shared/orders/order';
import { log } from '../../observability/log.ts';
import type { MailAttachment } from '../ports/mailer.ts';
import { type InvoiceIssuer, invoicePdf } from './invoice-pdf.ts';

/**
 * The paid order's invoice as a mail attachment; none (logged) when the order has no number yet or the PDF fails:
 * the confirmation still goes, and the order page offers the invoice.
 */
export async function invoiceAttachment(order: Order, issuer: InvoiceIssuer): Promise<MailAttachment | undefined> {
  if (!order.invoice_number) {
    log('warn', 'confirmation sent without its invoice: the order has no invoice number yet', { orderId: order.id });
    return undefined;
  }
  try {
    return {
      filename: orderDocumentFileName(order.invoice_number),
      contentType: 'application/pdf',
      content: await invoicePdf(order, issuer, 'invoice'),
    };
  } catch (error) {
    log('error', 'invoice PDF for the confirmation failed', { orderId: order.id, error: String(error) });
    return undefined;
  }
}
