import { extractText, getDocumentProxy, getMeta } from 'unpdf';

/** Each page's text, as a PDF reader extracts it (pdf.js through unpdf). */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: false });
  return text;
}

/** The document information dictionary (Title, Subject, Keywords...). */
export async function pdfInfo(bytes: Uint8Array): Promise<Record<string, unknown>> {
  const { info } = await getMeta(await getDocumentProxy(new Uint8Array(bytes)));
  return info as Record<string, unknown>;
}
