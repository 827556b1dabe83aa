import { jsPDF } from 'jspdf';
import { t } from '../../../i18n/i18n.ts';
import { INVOICE_FIRM, type Invoice, invoiceRows } from './invoice.ts';

const MARGIN = 56;
/** The PDF's standard fonts write WinAnsi only: French's narrow no-break space becomes a plain no-break space. */
const winAnsi = (text: string) => text.replace(/\u202f/g, '\u00a0');

const INK = '#1c2622';
const MUTED = '#5b6862';
const BRAND = '#1f5c45';

/**
 * The invoice as an A4 PDF the buyer keeps (jsPDF, loaded only when asked for). The standard PDF fonts have
 * no cedi sign, so amounts read "GHS 4,500.00" here.
 */
export function invoicePdf(invoice: Invoice): Blob {
  const pdf = new jsPDF({ unit: 'pt', format: 'a4' });
  const width = pdf.internal.pageSize.getWidth();
  pdf.setProperties({ title: `${t('Invoice')} ${invoice.number}`, author: INVOICE_FIRM.name });

  pdf.setTextColor(BRAND).setFont('helvetica', 'bold').setFontSize(26).text(t('Invoice'), MARGIN, 72);
  pdf.setTextColor(INK).setFontSize(12).text(invoice.number, MARGIN, 92);
  pdf.setFontSize(13).text(INVOICE_FIRM.name, width - MARGIN, 66, { align: 'right' });
  pdf.setFont('helvetica', 'normal').setFontSize(10).setTextColor(MUTED);
  INVOICE_FIRM.lines.forEach((line, index) => {
    pdf.text(line, width - MARGIN, 82 + index * 13, { align: 'right' });
  });
  pdf
    .setDrawColor(BRAND)
    .setLineWidth(2)
    .line(MARGIN, 130, width - MARGIN, 130);

  const { meta, items } = invoiceRows(invoice);
  let y = 160;
  for (const [label, value] of meta) {
    const lines = pdf.splitTextToSize(winAnsi(value || '-'), width - MARGIN - 200) as string[];
    pdf.setFont('helvetica', 'normal').setFontSize(11).setTextColor(MUTED).text(label, MARGIN, y);
    pdf.setFont('helvetica', 'bold').setTextColor(INK).text(lines, 200, y);
    y += 18 * lines.length;
  }

  y += 14;
  pdf.setDrawColor('#e4ddd0').setLineWidth(1);
  for (const [label, value] of items) {
    const lines = pdf.splitTextToSize(winAnsi(value || '-'), width - MARGIN - 200) as string[];
    pdf.setFont('helvetica', 'normal').setFontSize(11).setTextColor(MUTED).text(label, MARGIN, y);
    pdf.setTextColor(INK).text(lines, 200, y);
    y += 14 * lines.length + 8;
    pdf.line(MARGIN, y - 12, width - MARGIN, y - 12);
  }
  pdf
    .setDrawColor(INK)
    .setLineWidth(1.5)
    .line(MARGIN, y, width - MARGIN, y);
  y += 24;
  pdf.setFont('helvetica', 'bold').setFontSize(15).text(t('Amount'), MARGIN, y);
  pdf.text(winAnsi(invoice.amountPlain), width - MARGIN, y, { align: 'right' });

  pdf.setFont('helvetica', 'normal').setFontSize(10).setTextColor(MUTED);
  pdf.text(
    winAnsi(
      t('Thank you for your purchase. Questions about this invoice: {email}.', { email: INVOICE_FIRM.lines[1] ?? '' }),
    ),
    MARGIN,
    y + 40,
  );
  return pdf.output('blob');
}
