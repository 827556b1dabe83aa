import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { ImportZipError, readImportZip } from '../src/features/admin-plans/utils/import-zip.ts';

async function zipOf(entries: Record<string, string>): Promise<Uint8Array> {
  const zip = new JSZip();
  for (const [name, body] of Object.entries(entries)) zip.file(name, body);
  return zip.generateAsync({ type: 'uint8array' });
}

const refusal = async (entries: Record<string, string>) => {
  const error = await readImportZip(await zipOf(entries)).catch((failure: unknown) => failure);
  expect(error).toBeInstanceOf(ImportZipError);
  return (error as Error).message;
};

describe('reading a catalogue ZIP for the plan import', () => {
  it('gives the CSV and every file by its base name, folders and packing noise left out', async () => {
    // Prepare
    const zip = await zipOf({
      'catalogue/plans.csv': 'id,title\n',
      'catalogue/pictures/villa-a.jpg': 'jpeg bytes',
      'catalogue/files/villa.pdf': '%PDF-1.4',
      'catalogue/.DS_Store': 'finder',
      '__MACOSX/catalogue/._villa-a.jpg': 'fork',
    });

    // Act
    const { csv, files } = await readImportZip(zip);

    // Assess
    expect(csv.name).toBe('plans.csv');
    await expect(csv.text()).resolves.toBe('id,title\n');
    expect(files.map((file) => [file.name, file.size]).sort()).toEqual([
      ['villa-a.jpg', 10],
      ['villa.pdf', 8],
    ]);
  });

  it('refuses a name that climbs out of its folder, naming it', async () => {
    const message = await refusal({ 'plans.csv': 'id\n', '../../etc/villa.jpg': 'x' });
    expect(message).toContain('../../etc/villa.jpg');
    expect(message).toContain('point outside');
    await expect(refusal({ 'plans.csv': 'id\n', '/abs/villa.jpg': 'x' })).resolves.toContain('/abs/villa.jpg');
    await expect(refusal({ 'plans.csv': 'id\n', 'pics\\..\\..\\villa.jpg': 'x' })).resolves.toContain('point outside');
  });

  it('refuses two files of one base name, naming both', async () => {
    const message = await refusal({ 'plans.csv': 'id\n', 'a/villa.jpg': '1', 'b/villa.jpg': '2' });
    expect(message).toContain('a/villa.jpg and b/villa.jpg');
  });

  it('refuses a ZIP with no CSV or with two', async () => {
    await expect(refusal({ 'villa.jpg': 'x' })).resolves.toBe(
      'The ZIP holds no CSV: add the plans CSV (one row per plan) to it.',
    );
    await expect(refusal({ 'plans.csv': 'id\n', 'old/other.CSV': 'id\n' })).resolves.toContain(
      '2 CSV files (plans.csv, old/other.CSV)',
    );
  });

  it('refuses a file that is not a ZIP', async () => {
    const error = await readImportZip(new TextEncoder().encode('id,title\n')).catch((failure: unknown) => failure);
    expect((error as Error).message).toContain('not a ZIP');
  });
});
