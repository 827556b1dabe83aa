import { BUSINESS } from '@shop/shared/business';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { buildLines } from '../plan-extras/licensed-builds.ts';
import { drawableText, type LicenceDetails } from './licence-details.ts';
import { licenceTexts } from './licence-texts.ts';

/** A4 in points. */
const PAGE = { width: 595.28, height: 841.89 };
const LEFT = 64;

/**
 * The order's licence certificate: one A4 page naming the plan, package, licensee, date, order and invoice numbers,
 * and what the licence allows (one build, modifications for that build) and does not (resale, further builds), in the
 * buyer's language.
 */
export async function licenceCertificate(details: LicenceDetails, fileCount: number): Promise<Uint8Array> {
  const texts = licenceTexts(details.language);
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
  write(texts.certificateTitle, bold, 24, 40);
  const { labels } = texts;
  const facts: [string, string][] = [
    [labels.plan, details.planTitle],
    [labels.package, texts.packageNames[details.tier]],
    [labels.licensee, details.licenseeName],
    [labels.email, details.licenseeEmail],
    [labels.date, details.date],
    [labels.orderNumber, details.orderId],
    [labels.invoiceNumber, details.invoiceNumber],
    [labels.files, String(fileCount)],
  ];
  for (const [label, value] of facts) {
    drawLine(page, `${label}:`, bold, 11, y);
    drawLine(page, drawableText(value), regular, 11, y, LEFT + 130);
    y -= 20;
  }
  const builds = buildLines(details.builds, details.language);
  if (builds) {
    y -= 10;
    write(builds.heading, bold, 13, 22);
    for (const text of builds.lines) write(text, regular, 11, 16);
  }
  y -= 16;
  write(texts.allowsHeading, bold, 13, 22);
  for (const item of texts.allows) write(`-  ${item}`, regular, 11, 18);
  y -= 10;
  write(texts.forbidsHeading, bold, 13, 22);
  for (const item of texts.forbids) write(`-  ${item}`, regular, 11, 18);
  y -= 24;
  write(texts.footer(details.invoiceNumber), regular, 9);

  pdf.setTitle(`${texts.certificateTitle} ${details.invoiceNumber}`);
  pdf.setAuthor(BUSINESS.name);
  pdf.setSubject(texts.subject(`${details.licenseeName} <${details.licenseeEmail}>`, details.invoiceNumber));
  pdf.setCreationDate(new Date());
  return pdf.save();
}

function drawLine(page: PDFPage, text: string, font: PDFFont, size: number, y: number, x = LEFT) {
  page.drawText(text, { x, y, size, font, color: rgb(0.1, 0.1, 0.1), maxWidth: PAGE.width - x - LEFT });
}
