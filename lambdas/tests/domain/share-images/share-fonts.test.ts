import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeShareFonts } from '@shop/infra/constructs/share-fonts-layer';
import { fontsConf } from '@shop/shared/pictures/share-fonts';
import { afterAll, describe, expect, it } from 'vitest';

/*
 * Lambda's image has no fonts. Each draw runs in a fresh process whose fontconfig reads only the fonts.conf given
 * (FONTCONFIG_FILE), so no font of this machine can help: with an empty font folder the words cannot be drawn, with
 * the folder the picture function's layer carries (the same writeShareFonts) they are.
 */
const CHILD = fileURLToPath(new URL('./text-pixels.child.ts', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'share-fonts-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function textPixels(fontsConfFile: string): number {
  const output = execFileSync(process.execPath, ['--import', 'tsx', CHILD], {
    env: { ...process.env, FONTCONFIG_FILE: fontsConfFile, FONTCONFIG_PATH: '' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return (JSON.parse(output) as { differing: number }).differing;
}

describe('the share picture’s words without system fonts', () => {
  it('are drawn from the shipped font files when fontconfig knows no other font', () => {
    const empty = join(work, 'empty');
    mkdirSync(empty);
    const emptyConf = join(work, 'empty.conf');
    writeFileSync(emptyConf, fontsConf(empty, join(work, 'empty-cache')));
    const layerFonts = join(work, 'layer-fonts');
    const layerConf = writeShareFonts(layerFonts, { fontDir: layerFonts, cacheDir: join(work, 'layer-cache') });

    const withoutFonts = textPixels(emptyConf);
    const withShippedFonts = textPixels(layerConf);

    // Title, facts and price at 58, 32 and 34 px cover about 14,000 pixels here; missing-glyph boxes about 2,000.
    expect(withShippedFonts).toBeGreaterThan(8_000);
    expect(withoutFonts).toBeLessThan(withShippedFonts / 3);
  }, 120_000);
});
