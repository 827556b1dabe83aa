import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generatedDrawingSet } from '../test/support/generated-pdf.ts';

export interface StampingFigures {
  /** Size of the generated PDF, in MB (10^6 bytes). */
  sourceMb: number;
  pages: number;
  /** Each run in a fresh Node process: stamping alone (load, stamp every page, save). */
  runs: { stampMs: number; peakRssMb: number; peakHeapMb: number; outputMb: number }[];
}

const RUNS = 3;
const TARGET_BYTES = 50 * 1024 * 1024;

/**
 * Stamps a generated 50 MB drawing set (pages of incompressible scanned-sheet images, the worst case for size) with
 * the delivery Lambda's own `stampPdf`, each run in a fresh process (bench/pdf-stamping-worker.ts) so the peak
 * resident memory is that of one stamping, as in a Lambda that handles one order.
 */
export async function measurePdfStamping(): Promise<StampingFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-stamp-'));
  try {
    const { bytes, pages } = await generatedDrawingSet(TARGET_BYTES);
    const file = join(dir, 'drawing-set.pdf');
    writeFileSync(file, bytes);
    const worker = fileURLToPath(new URL('./pdf-stamping-worker.ts', import.meta.url));
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      const output = execFileSync(process.execPath, ['--import', 'tsx', worker, file], { encoding: 'utf8' });
      runs.push(JSON.parse(output.trim().split('\n').pop() ?? '{}'));
    }
    return { sourceMb: round(statSync(file).size / 1e6), pages, runs };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const figures = await measurePdfStamping();
  console.log(JSON.stringify(figures, null, 2));
}
