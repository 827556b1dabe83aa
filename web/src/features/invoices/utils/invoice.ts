import { BUSINESS } from '@shop/shared/business';

/** The client-generated invoice (user-and-admin.md section 3, "Invoice"). */
export interface Invoice {
  number: string;
  /** Already formatted for the reader. */
  date: string;
  customer: string;
  status: string;
  planTitle: string;
  packageName: string;
  bedrooms: number;
  bathrooms: number;
  area: string;
  amount: string;
}

/** INV- followed by the last 8 characters of the order id, upper case: the same number the email shows. */
export { invoiceNumber } from '@shop/shared/orders/order';

const escapeHtml = (value: string | number) =>
  String(value).replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/**
 * A complete, self-contained HTML document for the print window. It carries its own styles (screen and print)
 * because the shop's stylesheet is not in that window; every value is escaped, since plan titles come from
 * the catalogue.
 */
export function invoiceDocument(invoice: Invoice): string {
  const rows: [string, string | number][] = [
    ['Plan', invoice.planTitle],
    ['Package', invoice.packageName],
    ['Bedrooms', invoice.bedrooms],
    ['Bathrooms', invoice.bathrooms],
    ['Area', invoice.area],
  ];
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Invoice ${escapeHtml(invoice.number)}</title>
<style>
  * { box-sizing: border-box; }
  body { margin: 0; padding: 32px; color: #1c2622; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; }
  .invoice { max-width: 720px; margin: 0 auto; }
  header { display: flex; justify-content: space-between; gap: 24px; flex-wrap: wrap; padding-bottom: 16px; border-bottom: 3px solid #1f5c45; }
  h1 { margin: 0; color: #1f5c45; font-size: 28px; }
  .firm { text-align: right; font-size: 13px; color: #5b6862; }
  .firm strong { display: block; color: #1c2622; font-size: 16px; }
  dl.meta { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; margin: 24px 0; }
  dt { color: #5b6862; }
  dd { margin: 0; font-weight: 600; }
  table { width: 100%; border-collapse: collapse; margin: 8px 0 24px; }
  th, td { padding: 10px 8px; border-bottom: 1px solid #e4ddd0; text-align: left; }
  th { width: 40%; color: #5b6862; font-weight: 600; }
  .total td, .total th { border-bottom: 0; border-top: 2px solid #1c2622; font-size: 18px; font-weight: 800; color: #1c2622; }
  footer { color: #5b6862; font-size: 13px; }
  @media print {
    body { padding: 0; }
    @page { margin: 18mm; }
    header { border-bottom-color: #000; }
  }
</style>
</head>
<body>
<main class="invoice">
  <header>
    <div>
      <h1>Invoice</h1>
      <p>${escapeHtml(invoice.number)}</p>
    </div>
    <div class="firm">
      <strong>${escapeHtml(BUSINESS.name)}</strong>
      ${escapeHtml(BUSINESS.address)}<br>
      ${escapeHtml(BUSINESS.email)}<br>
      ${escapeHtml(BUSINESS.phones[0])}
    </div>
  </header>
  <dl class="meta">
    <dt>Invoice number</dt><dd>${escapeHtml(invoice.number)}</dd>
    <dt>Date</dt><dd>${escapeHtml(invoice.date)}</dd>
    <dt>Customer</dt><dd>${escapeHtml(invoice.customer)}</dd>
    <dt>Status</dt><dd>${escapeHtml(invoice.status)}</dd>
  </dl>
  <table>
    <tbody>
${rows.map(([label, value]) => `      <tr><th scope="row">${label}</th><td>${escapeHtml(value)}</td></tr>`).join('\n')}
      <tr class="total"><th scope="row">Amount</th><td>${escapeHtml(invoice.amount)}</td></tr>
    </tbody>
  </table>
  <footer>
    <p>Thank you for your purchase. Questions about this invoice: ${escapeHtml(BUSINESS.email)}.</p>
  </footer>
</main>
</body>
</html>`;
}

/** How long the print window stays open once printing is done (user-and-admin.md section 2). */
export const CLOSE_AFTER_PRINT_MS = 1000;

/**
 * Opens the invoice in its own window and prints it; the window closes 1 s after the print dialog is done.
 * Returns the window (tests and callers may inspect it), or null when a pop-up blocker refused it.
 */
export function printInvoice(invoice: Invoice, opener: Pick<Window, 'open'> = window): Window | null {
  const printWindow = opener.open('', '_blank', 'width=820,height=900');
  if (!printWindow) return null;
  printWindow.document.open();
  printWindow.document.write(invoiceDocument(invoice));
  printWindow.document.close();
  let closing = false;
  const closeSoon = () => {
    if (closing) return;
    closing = true;
    setTimeout(() => printWindow.close(), CLOSE_AFTER_PRINT_MS);
  };
  // Desktop browsers block in print() until the dialog is done and then fire afterprint; others return at once
  // and may never fire it. Whichever comes first counts as "printed".
  printWindow.addEventListener('afterprint', closeSoon);
  printWindow.focus();
  setTimeout(() => {
    printWindow.print();
    closeSoon();
  }, 50);
  return printWindow;
}
