import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';

/**
 * A drawing set of about `targetBytes`: A1 sheets, each a title line and a scanned-sheet picture of noise (a JPEG
 * that does not compress further, the worst case for a stamper that must carry every byte through). Made here so
 * tests and benches need no large file in the repository.
 */
export async function generatedDrawingSet(
  targetBytes: number,
  title = 'Drawing set',
): Promise<{ bytes: Uint8Array; pages: number }> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  let size = 0;
  let pages = 0;
  for (let seed = 1; size < targetBytes; seed += 1) {
    const jpeg = await sharp({
      create: {
        width: 1600,
        height: 1130,
        channels: 3,
        background: '#ffffff',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .jpeg({ quality: 92 + (seed % 5) })
      .toBuffer();
    const image = await pdf.embedJpg(jpeg);
    const page = pdf.addPage([2384, 1684]);
    page.drawImage(image, { x: 40, y: 80, width: 2304, height: 1560 });
    page.drawText(`${title} - sheet ${seed}`, { x: 40, y: 40, size: 18, font, color: rgb(0, 0, 0) });
    size += jpeg.byteLength;
    pages += 1;
  }
  return { bytes: await pdf.save(), pages };
}
