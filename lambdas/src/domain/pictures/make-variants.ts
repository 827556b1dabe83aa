import {
  PICTURE_MESSAGES,
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
 */
const WEBP = { quality: 64, effort: 5 } as const;
const JPEG = { quality: 76, mozjpeg: true, progressive: true } as const;

/**
 * Decodes an uploaded picture, turns it upright as its EXIF orientation says, and writes each width of
 * its folder in WebP and JPEG, never wider than the original. sharp writes no metadata unless asked,
 * so EXIF (camera, GPS), XMP and IPTC never reach a variant; only the colour profile is converted to sRGB.
 */
export async function makeVariants(original: Uint8Array, folder: PictureFolder): Promise<Variant[]> {
  let upright: { data: Buffer; info: OutputInfo };
  try {
    // Decoded once, upright, to raw pixels in sRGB: each variant then resizes from memory.
    upright = await sharp(original, { failOn: 'error', limitInputPixels: 100_000_000 })
      .rotate()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new PictureRejectedError(PICTURE_MESSAGES.undecodable);
  }
  const { width, height, channels } = upright.info;
  if (width < PICTURE_MIN_WIDTH[folder]) throw new PictureRejectedError(PICTURE_MESSAGES.tooSmall(folder, width));
  const raw = { raw: { width, height, channels } };
  const variants = await Promise.all(
    PICTURE_WIDTHS[folder].map(async (target) => {
      // A JPEG has no transparency: transparent parts of a PNG become white, not black.
      const resized = sharp(upright.data, raw)
        .resize({ width: Math.min(target, width), withoutEnlargement: true })
        .flatten({ background: '#ffffff' });
      const [webp, jpg] = await Promise.all([
        resized.clone().webp(WEBP).toBuffer(),
        resized.clone().jpeg(JPEG).toBuffer(),
      ]);
      return [
        { width: target, format: 'webp', contentType: 'image/webp', bytes: webp },
        { width: target, format: 'jpg', contentType: 'image/jpeg', bytes: jpg },
      ] satisfies Variant[];
    }),
  );
  return variants.flat();
}
