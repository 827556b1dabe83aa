/**
 * The share picture's words are drawn by librsvg, which finds fonts through fontconfig. Lambda's image has no font
 * at all, so the picture function's layer carries these font files (Source Sans 3, SIL Open Font Licence, from the
 * `source-sans` npm package) and a fonts.conf naming only them; FONTCONFIG_FILE points the function at it. The
 * words then never depend on the fonts of the machine that draws them.
 */
export const SHARE_FONT_FAMILY = 'Source Sans 3';

/** The two weights the card uses (regular facts, bold title, mark and price), under the package's TTF/ folder. */
export const SHARE_FONT_FILES = ['SourceSans3-Regular.ttf', 'SourceSans3-Bold.ttf'] as const;

/** Where the layer puts them on Lambda (a layer is mounted at /opt), and fontconfig's cache (the only writable place). */
export const LAMBDA_FONT_DIR = '/opt/fonts';
export const LAMBDA_FONTS_CONF = `${LAMBDA_FONT_DIR}/fonts.conf`;
export const LAMBDA_FONT_CACHE_DIR = '/tmp/fontconfig-cache';

function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (char) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[char]};`,
  );
}

/** A fonts.conf that knows only the fonts in `fontDir`: no system folder, so nothing else can stand in. */
export function fontsConf(fontDir: string, cacheDir: string): string {
  return `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <dir>${escapeXml(fontDir)}</dir>
  <cachedir>${escapeXml(cacheDir)}</cachedir>
  <alias><family>sans-serif</family><prefer><family>${SHARE_FONT_FAMILY}</family></prefer></alias>
</fontconfig>
`;
}
