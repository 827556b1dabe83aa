import { useState } from 'react';
import { DownloadIcon } from '../../../components/ui/icons.tsx';
import '../invoices.css';
import { t } from '../../../i18n/i18n.ts';
import { INVOICE_FIRM, type Invoice, invoiceFileName, invoiceRows } from '../utils/invoice.ts';

/** Saves a file the page made, under `name`, as a download. */
function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * The invoice as a page that stays open: Print (only the sheet is printed) and Download PDF, a file the buyer
 * keeps. The PDF library loads only on that click.
 */
export function InvoiceSheet({ invoice }: { invoice: Invoice }) {
  const [making, setMaking] = useState(false);
  const [failed, setFailed] = useState(false);
  const { meta, items } = invoiceRows(invoice);

  const downloadPdf = async () => {
    setMaking(true);
    setFailed(false);
    try {
      const { invoicePdf } = await import('../utils/invoice-pdf.ts');
      saveFile(invoicePdf(invoice), invoiceFileName(invoice));
    } catch {
      setFailed(true);
    } finally {
      setMaking(false);
    }
  };

  return (
    <>
      <div className="invoice-actions">
        <button type="button" className="button button-primary" onClick={() => window.print()}>
          {t('Print')}
        </button>
        <button type="button" className="button button-outline" onClick={downloadPdf} disabled={making}>
          <DownloadIcon size={18} />
          {making ? t('Preparing PDF...') : t('Download PDF')}
        </button>
      </div>
      {failed ? (
        <p className="field-error" role="alert">
          {t('The PDF could not be made. Please try again, or print the page to PDF.')}
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
        <dl className="invoice-meta">
          {meta.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <table className="invoice-items">
          <tbody>
            {items.map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{value}</td>
              </tr>
            ))}
            <tr className="invoice-total">
              <th scope="row">{t('Amount')}</th>
              <td>{invoice.amount}</td>
            </tr>
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
