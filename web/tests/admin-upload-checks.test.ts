import { UPLOAD_MESSAGES } from '@shop/shared/admin/uploads';
import { formatCedisWithPesewas } from '@shop/shared/money';
import { describe, expect, it } from 'vitest';
import {
  fileNameOf,
  firstFileProblem,
  imageFileProblem,
  planFileProblem,
} from '../src/lib/uploads/check-upload-file.ts';

const MB = 1024 * 1024;

describe('checks before an admin upload', () => {
  it('accepts a 10 MB image and refuses one byte more', () => {
    // Act / Assess
    expect(imageFileProblem({ type: 'image/png', size: 10 * MB })).toBeNull();
    expect(imageFileProblem({ type: 'image/png', size: 10 * MB + 1 })).toBe(UPLOAD_MESSAGES.imageSize);
  });

  it('refuses a file that is not an image as a picture', () => {
    // Act / Assess
    expect(imageFileProblem({ type: 'application/pdf', size: 1000 })).toBe(UPLOAD_MESSAGES.imageType);
  });

  it('accepts plan files by extension (pdf, dwg, dxf, zip, rar, 7z) up to 50 MB', () => {
    // Act / Assess
    for (const name of ['a.pdf', 'b.DWG', 'c.dxf', 'd.zip', 'e.rar', 'f.7z']) {
      expect(planFileProblem({ name, size: 50 * MB })).toBeNull();
    }
    expect(planFileProblem({ name: 'plan.pdf', size: 60 * MB })).toBe(UPLOAD_MESSAGES.fileSize);
    expect(planFileProblem({ name: 'setup.exe', size: 10 })).toBe(UPLOAD_MESSAGES.fileType);
  });

  it('names the first file that cannot be sent', () => {
    // Prepare
    const files = [
      { name: 'ground.pdf', size: 10 },
      { name: 'virus.exe', size: 10 },
      { name: 'big.pdf', size: 60 * MB },
    ];

    // Act / Assess
    expect(firstFileProblem(files, planFileProblem)).toBe(`virus.exe: ${UPLOAD_MESSAGES.fileType}`);
    expect(firstFileProblem(files.slice(0, 1), planFileProblem)).toBeNull();
  });

  it('shows a stored file by its decoded name', () => {
    // Act / Assess
    expect(fileNameOf('plans/p1/basic/Ground%20Floor.pdf')).toBe('Ground Floor.pdf');
    expect(fileNameOf('/images/plans/p1/a.png?v=2')).toBe('a.png');
  });
});

describe('admin amounts', () => {
  it('always show two decimals', () => {
    // Act / Assess
    expect(formatCedisWithPesewas(1450.5)).toBe('₵1,450.50');
    expect(formatCedisWithPesewas(199.99)).toBe('₵199.99');
    expect(formatCedisWithPesewas(0)).toBe('₵0.00');
  });
});
