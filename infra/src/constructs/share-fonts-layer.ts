import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fontsConf, LAMBDA_FONT_CACHE_DIR, LAMBDA_FONT_DIR, SHARE_FONT_FILES } from '@shop/shared/pictures/share-fonts';
import { REPO_ROOT } from '../paths.ts';

/** The folder of the `source-sans` package's TrueType files, as the lambdas workspace installed it. */
export function shareFontSourceDir(): string {
  const require = createRequire(join(REPO_ROOT, 'lambdas', 'package.json'));
  return join(dirname(require.resolve('source-sans/package.json')), 'TTF');
}

/**
 * Puts the share picture's fonts and a fonts.conf naming only them in `dir` (the layer's fonts/ folder, /opt/fonts
 * on Lambda; a test's own folder offline). Returns the fonts.conf's path.
 */
export function writeShareFonts(
  dir: string,
  { fontDir = LAMBDA_FONT_DIR, cacheDir = LAMBDA_FONT_CACHE_DIR } = {},
): string {
  mkdirSync(dir, { recursive: true });
  for (const file of SHARE_FONT_FILES) copyFileSync(join(shareFontSourceDir(), file), join(dir, file));
  const conf = join(dir, 'fonts.conf');
  writeFileSync(conf, fontsConf(fontDir, cacheDir));
  return conf;
}
