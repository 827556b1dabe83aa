import { getOrderDocumentRoute } from '@shop/shared/api/routes/get-order-document';
import { useState } from 'react';
import { FactList } from '../../../components/ui/fact-list.tsx';
import { DownloadIcon } from '../../../components/ui/icons.tsx';
import '../invoices.css';
import { t } from '../../../i18n/i18n.ts';
import { apiFile } from '../../../lib/api-client.ts';
import { useFileSave } from '../../../lib/save-blob.ts';
import { INVOICE_FIRM, type Invoice, invoiceRows } from '../utils/invoice.ts';

/**
 * The invoice as a page that stays open: Print (only the sheet is printed) and Download PDF, the invoice the server
 * made (the one the confirmation mail carried); a refunded order also offers its credit note.
 */
export function InvoiceSheet({ orderId, invoice }: { orderId: string; invoice: Invoice }) {
  const [failed, setFailed] = useState(false);
  const pdf = useFileSave<'invoice' | 'credit-note'>(() => setFailed(true));
  const making = pdf.saving !== null;
  const { meta, items, money } = invoiceRows(invoice);

  const download = (document: 'invoice' | 'credit-note') => {
    setFailed(false);
    return pdf.save(
      document,
      () => apiFile(getOrderDocumentRoute, { params: { id: orderId, document } }),
      `${invoice.number}.pdf`,
    );
  };

  return (
    <>
      <div className="invoice-actions">
        <button type="button" className="button button-primary" onClick={() => window.print()}>
          {t('Print')}
        </button>
        <button type="button" className="button button-outline" onClick={() => download('invoice')} disabled={making}>
          <DownloadIcon size={18} />
          {making ? t('Preparing PDF...') : t('Download PDF')}
        </button>
        {invoice.refund?.creditNote ? (
          <button
            type="button"
            className="button button-outline"
            onClick={() => download('credit-note')}
            disabled={making}
          >
            <DownloadIcon size={18} />
            {t('Download credit note')}
          </button>
        ) : null}
      </div>
      {failed ? (
        <p className="field-error" role="alert">
          {t('The PDF could not be downloaded. Please try again, or print the page to PDF.')}
        </p>
      ) : null}
      <article className="card invoice-sheet" aria-labelledby="invoice-title">
        <header className="invoice-head">
          <div>
            <h2 id="invoice-title">{t('Invoice')}</h2>
            <p>{invoice.number}</p>
          </div>
          <address className="invoice-firm">
            <strong>{INVOICE_FIRM.name}</strong>
            {INVOICE_FIRM.lines.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
        </header>
        <FactList className="invoice-meta" facts={meta.map(([label, value]) => ({ label, value }))} />
        <table className="invoice-items">
          <tbody>
            {items.map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{value}</td>
              </tr>
            ))}
            {money.map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{value}</td>
              </tr>
            ))}
            <tr className="invoice-total">
              <th scope="row">{t('Total')}</th>
              <td>{invoice.amount}</td>
            </tr>
            {invoice.refund ? (
              <tr>
                <th scope="row">
                  {t('Refunded on {date}', { date: invoice.refund.date })}
                  {invoice.refund.creditNote ? ` - ${t('Credit note')} ${invoice.refund.creditNote}` : ''}
                </th>
                <td>-{invoice.amount}</td>
              </tr>
            ) : null}
          </tbody>
        </table>
        <p className="muted">
          {t('Thank you for your purchase. Questions about this invoice: {email}.', {
            email: INVOICE_FIRM.lines[1] ?? '',
          })}
        </p>
      </article>
    </>
  );
}
