import { describe, expect, it } from 'vitest';
import { DOWNLOAD_ALL_GAP_MS, downloadOneByOne } from '../src/features/downloads/utils/download-all.ts';
import {
  certificateFile,
  decodePath,
  groupByTier,
  isDownloadExpired,
  toDownloadFiles,
  uniqueZipNames,
} from '../src/features/downloads/utils/download-files.ts';
import { isNoFilesMessage } from '../src/features/downloads/utils/download-messages.ts';

describe('the files of a download', () => {
  it('names each file by its last path segment and labels its type', () => {
    // Prepare
    const paths = [
      'plans/p1/basic/Floor%20Plan.pdf',
      'plans/p1/premium/model.DWG',
      'plans/p1/standard/site.dxf',
      'plans/p1/premium/all.zip',
      'plans/p1/basic/notes.txt',
    ];

    // Act
    const files = toDownloadFiles(paths);

    // Assess
    expect(files.map((file) => [file.name, file.typeLabel])).toEqual([
      ['Floor Plan.pdf', 'PDF Document'],
      ['model.DWG', 'AutoCAD Drawing'],
      ['site.dxf', 'DXF Drawing'],
      ['all.zip', 'ZIP Archive'],
      ['notes.txt', 'Document'],
    ]);
  });

  it('calls a path that ends without a name file-N, counting from 1', () => {
    // Act
    const files = toDownloadFiles(['plans/p1/basic/a.pdf', 'plans/p1/basic/']);

    // Assess
    expect(files[1]?.name).toBe('file-2');
    expect(files[1]?.typeLabel).toBe('Document');
  });

  it('reads names from presigned addresses without their query string', () => {
    // Act
    const [file] = toDownloadFiles([
      'https://bucket.s3.amazonaws.com/plans/p1/standard/Elevations.pdf?X-Amz-Signature=abc%2Fdef',
    ]);

    // Assess
    expect(file).toMatchObject({ name: 'Elevations.pdf', tier: 'standard', typeLabel: 'PDF Document' });
  });

  it('decodes a double-encoded path once more', () => {
    expect(decodePath('plans/p1/basic/Floor%2520Plan.pdf')).toBe('plans/p1/basic/Floor Plan.pdf');
    expect(decodePath('plans/p1/basic/100%.pdf')).toBe('plans/p1/basic/100%.pdf');
  });

  it('groups files under tier headings in Basic, Standard, Premium order and hides empty tiers', () => {
    // Prepare
    const files = toDownloadFiles([
      'plans/p1/premium/cad.dwg',
      'plans/p1/basic/plan.pdf',
      'plans/p1/premium/extra.pdf',
      'plans/p1/readme.pdf',
    ]);

    // Act
    const groups = groupByTier(files, 'premium');

    // Assess
    expect(groups.map((group) => [group.heading, group.files.map((file) => file.name)])).toEqual([
      ['Basic Tier', ['plan.pdf']],
      ['Premium Tier', ['cad.dwg', 'extra.pdf', 'readme.pdf']],
    ]);
  });

  it('only matches a tier as a whole folder name, not inside another word', () => {
    // Act
    const [file] = toDownloadFiles(['plans/standardized-villa/basic/plan.pdf']);

    // Assess
    expect(file?.tier).toBe('basic');
  });
});

describe('certificates and revised files', () => {
  it('lists the licence certificate as its own row, a newer version with its date, the version bought as earlier', () => {
    const [updated, earlier] = toDownloadFiles([
      {
        path: 'plans/p1/basic/a-rev-b.pdf',
        tier: 'basic',
        updatedAt: '2026-11-24T10:00:00Z',
        earlier: false,
      },
      { path: 'plans/p1/basic/a.pdf', tier: 'basic', updatedAt: null, earlier: true },
    ]);
    const certificate = certificateFile({
      name: 'Licence-Certificate-INV-1.pdf',
      path: 'deliveries/o1/Licence-Certificate-INV-1.pdf',
    });

    expect(updated).toMatchObject({
      name: 'a-rev-b.pdf',
      typeLabel: 'PDF Document',
      updatedAt: '2026-11-24T10:00:00Z',
      earlier: false,
    });
    expect(earlier).toMatchObject({
      name: 'a.pdf',
      typeLabel: 'Earlier version (as bought)',
      updatedAt: null,
      earlier: true,
    });
    expect(certificate).toEqual({
      path: 'deliveries/o1/Licence-Certificate-INV-1.pdf',
      name: 'Licence-Certificate-INV-1.pdf',
      typeLabel: 'Licence Certificate (PDF)',
      tier: null,
    });
  });

  it('keeps the plain name of a revision stored in a version folder, with its version beside it', () => {
    const [current, bought, untouched] = toDownloadFiles([
      { path: 'plans/p1/basic/v2/a%20plan.pdf', tier: 'basic', updatedAt: '2026-11-24T10:00:00Z', earlier: false },
      { path: 'plans/p1/basic/a%20plan.pdf', tier: 'basic', updatedAt: null, earlier: true },
      { path: 'plans/p1/basic/b.pdf', tier: 'basic', updatedAt: null, earlier: false },
    ]);

    expect(current).toMatchObject({ name: 'a plan.pdf', tier: 'basic', version: 2 });
    expect(bought).toMatchObject({ name: 'a plan.pdf', version: 1, earlier: true });
    expect(untouched?.version).toBeNull();
  });
});

describe('the download window', () => {
  it('is open until expiresAt and closed after it', () => {
    // Prepare
    const expiresAt = '2026-11-29T10:00:00.000Z';

    // Assess
    expect(isDownloadExpired(expiresAt, new Date('2026-11-29T09:59:59.000Z'))).toBe(false);
    expect(isDownloadExpired(expiresAt, new Date('2026-11-29T10:00:01.000Z'))).toBe(true);
    expect(isDownloadExpired('not a date', new Date())).toBe(true);
  });

  it('recognises the server saying there are no files yet', () => {
    expect(isNoFilesMessage('No files available for this order')).toBe(true);
    expect(isNoFilesMessage('Order not found')).toBe(false);
  });
});

describe('Download All', () => {
  it('downloads every file in order, waiting 500 ms between them, and carries on past a failure', async () => {
    // Prepare
    const events: string[] = [];
    const download = async (name: string) => {
      events.push(`download ${name}`);
      if (name === 'b.pdf') throw new Error('network');
    };
    const wait = async (ms: number) => {
      events.push(`wait ${ms}`);
    };

    // Act
    const failed = await downloadOneByOne(['a.pdf', 'b.pdf', 'c.dxf'], download, wait);

    // Assess
    expect(events).toEqual([
      'download a.pdf',
      `wait ${DOWNLOAD_ALL_GAP_MS}`,
      'download b.pdf',
      `wait ${DOWNLOAD_ALL_GAP_MS}`,
      'download c.dxf',
    ]);
    expect(DOWNLOAD_ALL_GAP_MS).toBe(500);
    expect(failed).toEqual(['b.pdf']);
  });
});

describe('file names', () => {
  it('keeps names unique inside the archive', () => {
    expect(uniqueZipNames(['a.pdf', 'a.pdf', 'README', 'README'])).toEqual([
      'a.pdf',
      'a (2).pdf',
      'README',
      'README (2)',
    ]);
  });
});
