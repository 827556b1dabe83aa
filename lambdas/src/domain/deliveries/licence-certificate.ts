import { BUSINESS } from '@shop/shared/business';
import { LICENCE_TEXTS, PACKAGE_NAMES } from '@shop/shared/orders/licence';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { drawableText, type LicenceDetails } from './licence-details.ts';

/** A4 in points. */
const PAGE = { width: 595.28, height: 841.89 };
const LEFT = 64;

/**
 * The order's licence certificate: one A4 page naming the plan, package, licensee, date, order and invoice numbers,
 * and what the licence allows (one build, modifications for that build) and does not (resale, further builds).
 */
export async function licenceCertificate(details: LicenceDetails, fileCount: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - 80;
  const write = (text: string, font: PDFFont, size: number, gap = size + 8) => {
    drawLine(page, drawableText(text), font, size, y);
    y -= gap;
  };

  write(BUSINESS.name, bold, 12, 28);
  write(LICENCE_TEXTS.certificateTitle, bold, 24, 40);
  const facts: [string, string][] = [
    ['Plan', details.planTitle],
    ['Package', PACKAGE_NAMES[details.tier]],
    ['Licensee', details.licenseeName],
    ['Email', details.licenseeEmail],
    ['Date', details.date],
    ['Order number', details.orderId],
    ['Invoice number', details.invoiceNumber],
    ['Files', String(fileCount)],
  ];
  for (const [label, value] of facts) {
    drawLine(page, `${label}:`, bold, 11, y);
    drawLine(page, drawableText(value), regular, 11, y, LEFT + 110);
    y -= 20;
  }
  y -= 16;
  write('This licence allows', bold, 13, 22);
  for (const item of LICENCE_TEXTS.allows) write(`-  ${item}`, regular, 11, 18);
  y -= 10;
  write('This licence does not allow', bold, 13, 22);
  for (const item of LICENCE_TEXTS.forbids) write(`-  ${item}`, regular, 11, 18);
  y -= 24;
  write(
    `Every PDF sheet of this order carries the licensee's name and the invoice number ${details.invoiceNumber}.`,
    regular,
    9,
  );

  pdf.setTitle(`${LICENCE_TEXTS.certificateTitle} ${details.invoiceNumber}`);
  pdf.setAuthor(BUSINESS.name);
  pdf.setSubject(drawableText(`Licensed to ${details.licenseeName} <${details.licenseeEmail}>`));
  pdf.setCreationDate(new Date());
  return pdf.save();
}

function drawLine(page: PDFPage, text: string, font: PDFFont, size: number, y: number, x = LEFT) {
  page.drawText(text, { x, y, size, font, color: rgb(0.1, 0.1, 0.1), maxWidth: PAGE.width - x - LEFT });
}
