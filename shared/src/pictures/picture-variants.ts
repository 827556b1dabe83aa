/**
 * Uploaded pictures and their served variants (docs/decisions/0019-picture-variants.md).
 *
 * A browser uploads the camera file to a private key, uploads/{folder}/{folder id}/{uuid}.{ext}, which
 * CloudFront never serves. An S3 event runs the picture Lambda, which writes resized, metadata-free
 * variants to images/{folder}/{folder id}/{uuid}/{width}.{webp|jpg}, served under /images/. The address
 * stored on a plan (or project, ad, profile) is the largest JPEG variant, so anything that reads a
 * plain address still gets a sensible picture; the web derives the other variants from it.
 */

export const PICTURE_FOLDERS = ['plans', 'portfolio', 'ads', 'avatars'] as const;
export type PictureFolder = (typeof PICTURE_FOLDERS)[number];

/**
 * Widths written for each folder, smallest first; a variant is never wider than the original. Chosen for the
 * screens the shop is drawn on: 768 covers a full-width phone picture at 2x (360 px) and Lighthouse's 412 px
 * at 1.75x, 1080 the same phone at 3x, 480 a desktop card at 1x; Chromium takes the smallest width at least
 * as dense as the screen, so a ladder of round widths (640, 960) made phones at 2x download 960.
 */
export const PICTURE_WIDTHS: Record<PictureFolder, readonly number[]> = {
  plans: [320, 480, 768, 1080, 1600],
  portfolio: [320, 480, 768, 1080, 1600],
  ads: [320, 480, 768, 1080, 1600],
  avatars: [64, 128, 256],
};

/** Narrower originals are refused: they would look soft on a large screen or a lightbox. */
export const PICTURE_MIN_WIDTH: Record<PictureFolder, number> = {
  plans: 800,
  portfolio: 800,
  ads: 600,
  avatars: 96,
};

export const PICTURE_FORMATS = ['webp', 'jpg'] as const;
export type PictureFormat = (typeof PICTURE_FORMATS)[number];

/** A folder id and a file id as they appear in a picture's keys and addresses. */
export const SEGMENT = '[A-Za-z0-9_-]{1,64}';
export const FILE_ID = '[A-Za-z0-9_-]{1,100}';
const PICTURE_PATH = new RegExp(`^/images/(${PICTURE_FOLDERS.join('|')})/(${SEGMENT})/(${FILE_ID})/(\\d{2,4})\\.jpg$`);
export interface PictureId {
  folder: PictureFolder;
  folderId: string;
  fileId: string;
}

/** Where one variant is stored (its public path is "/" + this key). */
export function variantKey(picture: PictureId, width: number, format: PictureFormat): string {
  return `images/${picture.folder}/${picture.folderId}/${picture.fileId}/${width}.${format}`;
}

/** The picture behind a stored address, or undefined for an address that is not a processed picture of ours. */
export function pictureOfAddress(address: string): PictureId | undefined {
  const match = PICTURE_PATH.exec(address.trim());
  if (!match) return undefined;
  const folder = match[1] as PictureFolder;
  const widths = PICTURE_WIDTHS[folder];
  if (Number(match[4]) !== widths[widths.length - 1]) return undefined;
  return { folder, folderId: match[2] as string, fileId: match[3] as string };
}

export interface PictureSources {
  /** The JPEG fallback for browsers that read neither srcset type: the stored address. */
  src: string;
  webp: string;
  jpg: string;
  widths: readonly number[];
}

/** srcset lists for a stored address, or undefined when the address has no variants (outside or older pictures). */
export function pictureSources(address: string): PictureSources | undefined {
  const picture = pictureOfAddress(address);
  if (!picture) return undefined;
  const widths = PICTURE_WIDTHS[picture.folder];
  const list = (format: PictureFormat) =>
    widths.map((width) => `/${variantKey(picture, width, format)} ${width}w`).join(', ');
  return { src: address.trim(), webp: list('webp'), jpg: list('jpg'), widths };
}
