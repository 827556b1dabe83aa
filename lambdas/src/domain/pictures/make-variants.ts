import { PICTURE_MESSAGES } from '@shop/shared/pictures/picture-messages';
import {
  PICTURE_MIN_WIDTH,
  PICTURE_WIDTHS,
  type PictureFolder,
  type PictureFormat,
} from '@shop/shared/pictures/picture-variants';
import sharp, { type OutputInfo } from 'sharp';

export interface Variant {
  width: number;
  format: PictureFormat;
  contentType: string;
  bytes: Buffer;
}

/** A picture that cannot be served: the message is shown to the person who uploaded it. */
export class PictureRejectedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PictureRejectedError';
  }
}

/**
 * Quality settings chosen by eye on renders and phone photos at phone widths: WebP 64 (effort 5 of 6) and
 * mozjpeg 76 leave no visible blocking on walls and sky on a 2x phone screen; WebP 72 weighed ~20% more.
 * Effort 4 saved little time for 5% more bytes. mozjpeg's search for the best progressive scans took a third of
 * the JPEG time for 2% fewer bytes, and the scans change no pixel, so it is off (decision 0068).
 */
const WEBP = { quality: 64, effort: 5 } as const;
const JPEG = { quality: 76, mozjpeg: true, progressive: true, optimiseScans: false } as const;
/** A camera file is at most a few tens of megapixels; anything larger is refused before it is decoded. */
const INPUT = { failOn: 'error', limitInputPixels: 100_000_000 } as const;

type Pixels = { data: Buffer; info: OutputInfo };

/**
 * Decodes an uploaded picture, turns it upright as its EXIF orientation says, and writes each width of
 * its folder in WebP and JPEG, never wider than the original. sharp writes no metadata unless asked,
 * so EXIF (camera, GPS), XMP and IPTC never reach a variant; only the colour profile is converted to sRGB.
 */
export async function makeVariants(original: Uint8Array, folder: PictureFolder): Promise<Variant[]> {
  const width = await uprightWidth(original);
  if (width < PICTURE_MIN_WIDTH[folder]) throw new PictureRejectedError(PICTURE_MESSAGES.tooSmall(folder, width));
  const widths = PICTURE_WIDTHS[folder];
  const largest = await decodeAt(original, Math.max(...widths));
  const variants: Variant[][] = [];
  // One width at a time, its two encodes side by side: sharp gives each a single thread here, so two keep two
  // cores busy, and more at once only queue on libuv's threads while holding their pixels (decision 0068).
  for (const target of widths) variants.push(await encodeWidth(largest, target));
  return variants.flat();
}

/** The original's width as it is shown, after its EXIF orientation: what the folder's minimum is checked against. */
async function uprightWidth(original: Uint8Array): Promise<number> {
  try {
    return (await sharp(original, INPUT).metadata()).autoOrient.width;
  } catch {
    throw new PictureRejectedError(PICTURE_MESSAGES.undecodable);
  }
}

/**
 * Decoded once, upright, in sRGB, at the largest width the folder serves (never wider than the original): libvips
 * shrinks on load, so a 4000 px JPEG is decoded by DCT scaling at half size instead of all of its 12 megapixels.
 * A JPEG has no transparency: transparent parts of a PNG become white here, not black, for every variant.
 */
async function decodeAt(original: Uint8Array, width: number): Promise<Pixels> {
  try {
    return await sharp(original, INPUT)
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new PictureRejectedError(PICTURE_MESSAGES.undecodable);
  }
}

/** One width from the decoded pixels, resized in memory, in both formats. */
async function encodeWidth(largest: Pixels, target: number): Promise<Variant[]> {
  const { width, height, channels } = largest.info;
  const resized = sharp(largest.data, { raw: { width, height, channels } }).resize({
    width: Math.min(target, width),
    withoutEnlargement: true,
  });
  const [webp, jpg] = await Promise.all([resized.clone().webp(WEBP).toBuffer(), resized.clone().jpeg(JPEG).toBuffer()]);
  return [
    { width: target, format: 'webp', contentType: 'image/webp', bytes: webp },
    { width: target, format: 'jpg', contentType: 'image/jpeg', bytes: jpg },
  ];
}
