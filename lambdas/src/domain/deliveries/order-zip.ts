import { PassThrough, type Readable } from 'node:stream';
import { PACKAGE_NAMES } from '@shop/shared/orders/licence';
import type { Package } from '@shop/shared/plans/plan';
import { ZipFile } from 'yazl';

export interface ZipEntry {
  /** The path inside the ZIP ("Premium/site-plan.pdf"). */
  path: string;
  open: () => Promise<Readable>;
}

/** Archives gain nothing from a second compression; drawings and PDFs do (DXF is text). */
const STORED = /\.(zip|rar|7z)$/i;

/** "Basic/plan.pdf": each file in the folder of its tier, names made unique within a folder. */
export function zipPaths(files: readonly { name: string; tier: Package }[]): string[] {
  const taken = new Set<string>();
  return files.map(({ name, tier }) => {
    const folder = PACKAGE_NAMES[tier];
    const dot = name.lastIndexOf('.');
    const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    let path = `${folder}/${name}`;
    for (let n = 2; taken.has(path.toLowerCase()); n += 1) path = `${folder}/${stem} (${n})${extension}`;
    taken.add(path.toLowerCase());
    return path;
  });
}

/**
 * A ZIP as a stream: each entry's source is opened only when the archive reaches it (one S3 read at a time), and
 * the output is read by the uploader part by part, so memory stays flat whatever the order's size. ZIP64 is used
 * by yazl as soon as an entry or the archive needs it.
 */
export function zipStream(entries: readonly ZipEntry[], mtime: Date): Readable {
  const zip = new ZipFile();
  const output = new PassThrough();
  zip.outputStream.pipe(output);
  zip.on('error', (error: Error) => output.destroy(error));
  for (const entry of entries) {
    zip.addReadStreamLazy(entry.path, { mtime, compress: !STORED.test(entry.path) }, (callback) => {
      entry.open().then(
        (stream) => {
          stream.on('error', (error) => output.destroy(error));
          callback(null, stream);
        },
        (error: unknown) => {
          output.destroy(error as Error);
          callback(error, undefined as unknown as Readable);
        },
      );
    });
  }
  zip.end();
  return output;
}
