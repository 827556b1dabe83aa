/**
 * A hand-written one-page PDF 1.4 (Helvetica text and straight lines), with the byte offsets its
 * cross-reference table needs, so any PDF reader opens it. Text is reduced to ASCII.
 */

export interface PdfLine {
  text: string;
  size: number;
  bold?: boolean;
}

export interface PdfPage {
  title: string;
  lines: PdfLine[];
  /** Segments [x1, y1, x2, y2] in points, origin bottom left. */
  segments: [number, number, number, number][];
  /** Small labels placed at absolute positions in points. */
  labels: { text: string; x: number; y: number }[];
}

function pdfText(text: string): string {
  const ascii = text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[^\x20-\x7e]/g, '?');
  return `(${ascii.replace(/[\\()]/g, (char) => `\\${char}`)})`;
}

function contentStream(page: PdfPage): string {
  const text = ['BT', '50 790 Td'];
  page.lines.forEach((line, index) => {
    if (index > 0) text.push(`0 -${Math.round(line.size * 1.6)} Td`);
    text.push(`/${line.bold ? 'F1' : 'F2'} ${line.size} Tf`, `${pdfText(line.text)} Tj`);
  });
  text.push('ET');
  const drawing = [
    '1.5 w',
    '0.2 0.2 0.2 RG',
    ...page.segments.map(([x1, y1, x2, y2]) => `${x1} ${y1} m ${x2} ${y2} l S`),
  ];
  const labels = page.labels.map((label) => `BT /F2 9 Tf ${label.x} ${label.y} Td ${pdfText(label.text)} Tj ET`);
  return [...text, ...drawing, ...labels].join('\n');
}

export function pdfDocument(page: PdfPage): Buffer {
  const stream = contentStream(page);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    `<< /Title ${pdfText(page.title)} /Producer (Tema House Plans offline seed) >>`,
  ];
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(body, 'latin1');
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
