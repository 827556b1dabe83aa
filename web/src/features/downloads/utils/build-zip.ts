import { uniqueZipNames } from './download-files.ts';

export interface ZipResult {
  blob: Blob;
  /** Files skipped because they could not be fetched. */
  skipped: string[];
}

/**
 * One ZIP built in the browser from the order's files. jszip (~30 KB gzipped) is imported here, on the first
 * click of "Download as ZIP", never with the page. Files that fail to fetch are left out and named; if none
 * could be fetched, it throws so the page shows 'Failed to create ZIP file'.
 */
export async function buildZip(
  files: readonly { name: string }[],
  fetchBytes: (index: number) => Promise<Blob>,
): Promise<ZipResult> {
  const { default: JSZip } = await import('jszip');
  const zip = new JSZip();
  const names = uniqueZipNames(files.map((file) => file.name));
  const skipped: string[] = [];
  // Fetched one at a time: a phone on mobile data copes better than with every file in flight at once.
  for (const [index, name] of names.entries()) {
    try {
      zip.file(name, await fetchBytes(index));
    } catch {
      skipped.push(files[index]?.name ?? name);
    }
  }
  if (skipped.length === files.length) throw new Error('No file could be added to the ZIP');
  return { blob: await zip.generateAsync({ type: 'blob' }), skipped };
}
