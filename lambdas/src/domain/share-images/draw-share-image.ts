import { BUSINESS } from '@shop/shared/business';
import { SHARE_IMAGE_MAX_BYTES, SHARE_IMAGE_SIZE, type ShareCard } from '@shop/shared/pictures/share-image';
import sharp from 'sharp';

const { width: WIDTH, height: HEIGHT } = SHARE_IMAGE_SIZE;
const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif";
const BRAND = '#1f5c45';
const TITLE_SIZE = 58;
/** A bold sans-serif letter is a little over half its size wide on average: enough to wrap a title without a font. */
const TITLE_CHARS_PER_LINE = Math.floor((WIDTH - 120) / (TITLE_SIZE * 0.62));
/** Chosen so a photo stays far below the size limit (about 120-200 KB at 1200x630); lowered only if it is not. */
const QUALITIES = [80, 70, 60, 50] as const;

function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (char) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[char]};`,
  );
}

/** The title in at most two lines, cut with an ellipsis when it is longer. */
export function titleLines(title: string, perLine = TITLE_CHARS_PER_LINE): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of title.replace(/\s+/g, ' ').trim().split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= perLine || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  lines.push(line);
  const shown = lines.slice(0, 2);
  const clip = (text: string) => `${text.slice(0, perLine - 1).trimEnd()}…`;
  const result = shown.map((text) => (text.length > perLine ? clip(text) : text));
  if (lines.length > 2 && !result[1]?.endsWith('…')) {
    const last = result[1] as string;
    result[1] = last.length >= perLine ? clip(last) : `${last}…`;
  }
  return result;
}

/** The texts and the shop's mark over the picture's lower part, darkened so white text reads on any photo. */
function overlay(card: ShareCard): string {
  const lines = titleLines(card.title);
  const priceWidth = Math.round(card.price.length * 34 * 0.6 + 56);
  const titleTop = HEIGHT - 150 - (lines.length - 1) * 66;
  const title = lines
    .map((line, index) => `<tspan x="60" y="${titleTop + index * 66}">${escapeXml(line)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <defs><linearGradient id="shade" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.82"/>
  </linearGradient></defs>
  <rect x="0" y="${Math.round(HEIGHT * 0.35)}" width="${WIDTH}" height="${Math.round(HEIGHT * 0.65)}" fill="url(#shade)"/>
  <rect x="40" y="36" rx="10" width="${Math.round(BUSINESS.name.length * 26 * 0.62 + 48)}" height="56" fill="${BRAND}"/>
  <text x="64" y="74" font-family="${FONT}" font-size="26" font-weight="bold" fill="#fff">${escapeXml(BUSINESS.name)}</text>
  <text font-family="${FONT}" font-size="${TITLE_SIZE}" font-weight="bold" fill="#fff">${title}</text>
  <text x="60" y="${HEIGHT - 78}" font-family="${FONT}" font-size="32" fill="#fff">${escapeXml(card.facts)}</text>
  <rect x="${WIDTH - 60 - priceWidth}" y="${HEIGHT - 122}" rx="12" width="${priceWidth}" height="64" fill="${BRAND}"/>
  <text x="${WIDTH - 60 - priceWidth / 2}" y="${HEIGHT - 78}" text-anchor="middle" font-family="${FONT}" font-size="34" font-weight="bold" fill="#fff">${escapeXml(card.price)}</text>
</svg>`;
}

/**
 * The 1200x630 share picture of one card: the main picture cropped to the frame (sharp's attention strategy keeps the
 * busiest part, usually the house), the overlay composited on it, as a progressive JPEG under the size limit.
 */
export async function drawShareImage(picture: Uint8Array, card: ShareCard): Promise<Buffer> {
  const framed = await sharp(picture)
    .resize({ width: WIDTH, height: HEIGHT, fit: 'cover', position: sharp.strategy.attention })
    .composite([{ input: Buffer.from(overlay(card)), top: 0, left: 0 }])
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  let bytes = Buffer.alloc(0);
  for (const quality of QUALITIES) {
    bytes = await sharp(framed.data, { raw: framed.info })
      .jpeg({ quality, mozjpeg: true, progressive: true })
      .toBuffer();
    if (bytes.length <= SHARE_IMAGE_MAX_BYTES) return bytes;
  }
  return bytes;
}
