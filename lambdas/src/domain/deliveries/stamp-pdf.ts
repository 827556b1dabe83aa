import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { drawableText, type LicenceDetails, sheetLine } from './licence-details.ts';
import { licenceTexts } from './licence-texts.ts';

const FONT_SIZE = 7;
const MARGIN = 10;

/**
 * A buyer's copy of a PDF: on every sheet a discreet licence line in the lower left corner of the visible area
 * (grey, 7 pt), and the licensee in the document's metadata (Subject, Keywords). The drawing itself is untouched.
 * Encrypted PDFs are opened too: the stamp is added to their pages as to any other.
 */
export async function stampPdf(source: Uint8Array, details: LicenceDetails): Promise<Uint8Array> {
  const pdf = await PDFDocument.load(source, { ignoreEncryption: true, updateMetadata: false });
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const line = drawableText(sheetLine(details));
  for (const page of pdf.getPages()) {
    const box = page.getCropBox();
    // Long lines shrink to fit a narrow sheet rather than run off it.
    const width = font.widthOfTextAtSize(line, FONT_SIZE);
    const size = Math.max(4, Math.min(FONT_SIZE, (FONT_SIZE * (box.width - 2 * MARGIN)) / width));
    page.drawText(line, {
      x: box.x + MARGIN,
      y: box.y + MARGIN / 2,
      size,
      font,
      color: rgb(0.35, 0.35, 0.35),
      opacity: 0.85,
    });
  }
  // Metadata is Unicode text: the name goes in as written, accents and all.
  const texts = licenceTexts(details.language);
  const licensee = `${details.licenseeName} <${details.licenseeEmail}>`;
  pdf.setSubject(texts.subject(licensee, details.invoiceNumber));
  pdf.setKeywords([
    `${texts.keywords.licensee}: ${licensee}`,
    `${texts.keywords.order}: ${details.orderId}`,
    `${texts.keywords.invoice}: ${details.invoiceNumber}`,
  ]);
  pdf.setModificationDate(new Date());
  // Object streams keep the copy about the size of the original.
  return pdf.save({ useObjectStreams: true });
}
