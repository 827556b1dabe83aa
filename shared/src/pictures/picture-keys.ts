import {
  FILE_ID,
  PICTURE_FOLDERS,
  PICTURE_FORMATS,
  PICTURE_WIDTHS,
  type PictureFolder,
  type PictureId,
  SEGMENT,
  variantKey,
} from './picture-variants.ts';

/*
 * Where an upload's original, its variants and its failure are stored, and which paths /images/ serves: the
 * server's side of picture-variants.ts, apart so the shop's pages, which only derive a picture's sources from
 * its address, do not carry it.
 */

export const ORIGINALS_PREFIX = 'uploads/';
/** Why a picture could not be processed, kept privately for the upload's status check. */
export const PICTURE_ERRORS_PREFIX = 'upload-errors/';

const ORIGINAL_KEY = new RegExp(`^uploads/(${PICTURE_FOLDERS.join('|')})/(${SEGMENT})/(${FILE_ID})\\.([a-z0-9]{2,5})$`);
const VARIANT_PATH = new RegExp(
  `^/images/(${PICTURE_FOLDERS.join('|')})/${SEGMENT}/${FILE_ID}/(\\d{2,4})\\.(${PICTURE_FORMATS.join('|')})$`,
);

/** The private key a picture's original is uploaded to. */
export function originalKey(picture: PictureId, extension: string): string {
  return `${ORIGINALS_PREFIX}${picture.folder}/${picture.folderId}/${picture.fileId}.${extension}`;
}

/** What an original's key says about its picture, or undefined for any other key. */
export function pictureOfOriginal(key: string): PictureId | undefined {
  const match = ORIGINAL_KEY.exec(key);
  if (!match) return undefined;
  return { folder: match[1] as PictureFolder, folderId: match[2] as string, fileId: match[3] as string };
}

/** Every variant key of a picture, the largest JPEG (the stored address) last. */
export function variantKeys(picture: PictureId): string[] {
  const widths = PICTURE_WIDTHS[picture.folder];
  const keys = widths.flatMap((width) => PICTURE_FORMATS.map((format) => variantKey(picture, width, format)));
  const address = variantKey(picture, widths[widths.length - 1] as number, 'jpg');
  return [...keys.filter((key) => key !== address), address];
}

/** The key that records why a picture failed. */
export function pictureErrorKey(picture: PictureId): string {
  return `${PICTURE_ERRORS_PREFIX}${picture.folder}/${picture.folderId}/${picture.fileId}.json`;
}

/** The address a picture is stored and shown with: its largest JPEG variant. */
export function pictureAddress(picture: PictureId): string {
  const widths = PICTURE_WIDTHS[picture.folder];
  return `/${variantKey(picture, widths[widths.length - 1] as number, 'jpg')}`;
}

/**
 * Whether a public path (already decoded, dot segments resolved) names a variant the picture Lambda writes:
 * one of its folder's widths in one of the served formats. The only paths /images/ has to serve.
 */
export function isVariantPath(path: string): boolean {
  const match = VARIANT_PATH.exec(path);
  return match !== null && PICTURE_WIDTHS[match[1] as PictureFolder].includes(Number(match[2]));
}
