import JSZip from 'jszip';

/** A ZIP the import cannot take, with the message staff read. */
export class ImportZipError extends Error {}

export interface ImportZipContents {
  csv: File;
  files: File[];
}

const baseName = (path: string) => path.split('/').pop() ?? path;

/** A name that would climb out of, or start outside, the folder it is unpacked into. */
function escapes(path: string): boolean {
  return path.startsWith('/') || /^[a-zA-Z]:/.test(path) || path.split('/').some((segment) => segment === '..');
}

/** Folders, macOS resource forks and hidden files (.DS_Store) are packing noise, not the catalogue's files. */
function isNoise(path: string): boolean {
  return path.startsWith('__MACOSX/') || baseName(path).startsWith('.');
}

/**
 * Unpacks a ZIP of a catalogue in the browser into what the multi-file upload gives: the plans CSV and every other
 * file named by its base name, so entries in folders match the CSV's names and then take the same presigned POSTs
 * and the same dry run. Refuses a name that climbs out of its folder, two entries with one base name (the CSV could
 * not say which it means) and a ZIP with no CSV or with several.
 */
export async function readImportZip(zip: Blob | ArrayBuffer | Uint8Array): Promise<ImportZipContents> {
  let archive: JSZip;
  try {
    archive = await JSZip.loadAsync(zip);
  } catch {
    throw new ImportZipError('This file is not a ZIP that can be read. Make the ZIP again, or choose the files.');
  }
  // jszip resolves "../" itself; the name as packed is kept aside, and it is what tells a ZIP built to escape.
  const entries = Object.values(archive.files)
    .filter((entry) => !entry.dir)
    .map((entry) => ({ entry, path: (entry.unsafeOriginalName ?? entry.name).replaceAll('\\', '/') }));
  const escaping = entries.filter(({ path }) => escapes(path)).map(({ path }) => path);
  if (escaping.length) {
    throw new ImportZipError(
      `The ZIP has names that point outside it (${escaping.join(', ')}); nothing was uploaded. Make the ZIP again from the folder of the catalogue.`,
    );
  }
  const kept = entries.filter(({ path }) => !isNoise(path));
  const byBase = new Map<string, string[]>();
  for (const { path } of kept) byBase.set(baseName(path), [...(byBase.get(baseName(path)) ?? []), path]);
  const doubled = [...byBase.values()].filter((paths) => paths.length > 1);
  if (doubled.length) {
    throw new ImportZipError(
      `The ZIP holds several files of one name, so the CSV cannot say which it means: ${doubled
        .map((paths) => paths.join(' and '))
        .join('; ')}. Rename them and make the ZIP again.`,
    );
  }
  const csvs = kept.filter(({ path }) => path.toLowerCase().endsWith('.csv'));
  if (!csvs.length) throw new ImportZipError('The ZIP holds no CSV: add the plans CSV (one row per plan) to it.');
  if (csvs.length > 1) {
    throw new ImportZipError(
      `The ZIP holds ${csvs.length} CSV files (${csvs.map(({ path }) => path).join(', ')}): keep only the plans CSV.`,
    );
  }
  // One entry at a time: each is unpacked once into a Blob, which the browser may keep on disk when large.
  const unpacked: File[] = [];
  for (const { entry, path } of kept) unpacked.push(new File([await entry.async('blob')], baseName(path)));
  const csvName = baseName((csvs[0] as { path: string }).path);
  return {
    csv: unpacked.find((file) => file.name === csvName) as File,
    files: unpacked.filter((file) => file.name !== csvName),
  };
}
