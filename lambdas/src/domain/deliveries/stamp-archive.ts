import JSZip from 'jszip';
import { isPdf } from './delivery-keys.ts';

/** A ZIP inside a ZIP is opened too, to this depth: deeper nesting is not how plan sets are packed. */
const MAX_DEPTH = 3;

export interface ArchiveStampResult {
  bytes: Uint8Array;
  /** PDFs stamped inside the archive (nested archives included). */
  stamped: number;
  /** PDFs that could not be read as PDFs, left as uploaded. */
  unreadable: string[];
}

/**
 * Re-packs a ZIP with each PDF inside it stamped (`stamp`), every other entry as uploaded: same paths, dates,
 * comments and folders. ZIPs inside it are re-packed the same way. An archive with no PDF anywhere comes back with
 * `stamped: 0`, and the caller keeps the upload. Throws when the bytes are not a ZIP jszip can read.
 */
export async function stampArchive(
  bytes: Uint8Array,
  stamp: (pdf: Uint8Array) => Promise<Uint8Array>,
  depth = 0,
): Promise<ArchiveStampResult> {
  const source = await JSZip.loadAsync(bytes);
  const output = new JSZip();
  let stamped = 0;
  const unreadable: string[] = [];
  for (const entry of Object.values(source.files)) {
    const options = { date: entry.date, comment: entry.comment, unixPermissions: entry.unixPermissions };
    if (entry.dir) {
      output.file(entry.name, null, { ...options, dir: true });
      continue;
    }
    let content = await entry.async('uint8array');
    if (isPdf(entry.name)) {
      try {
        content = await stamp(content);
        stamped += 1;
      } catch {
        unreadable.push(entry.name);
      }
    } else if (/\.zip$/i.test(entry.name) && depth < MAX_DEPTH) {
      const inner = await stampArchive(content, stamp, depth + 1).catch(() => undefined);
      if (inner && inner.stamped > 0) {
        content = inner.bytes;
        stamped += inner.stamped;
      }
      unreadable.push(...(inner?.unreadable ?? []).map((name) => `${entry.name}/${name}`));
    }
    output.file(entry.name, content, { ...options, binary: true });
  }
  const packed = await output.generateAsync({
    type: 'uint8array',
    compression: 'DEFLATE',
    compressionOptions: { level: 6 },
    platform: 'UNIX',
    // The archive's own comment (jszip reads it but does not type it).
    comment: (source as JSZip & { comment?: string }).comment ?? undefined,
  });
  return { bytes: packed, stamped, unreadable };
}

/** Archives the shop can re-pack with stamped PDFs. RAR and 7z have no maintained writer in Node: as uploaded. */
export function isZip(key: string): boolean {
  return key.toLowerCase().endsWith('.zip');
}
