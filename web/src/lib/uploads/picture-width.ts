import { PICTURE_MESSAGES } from '@shop/shared/pictures/picture-messages';
import { PICTURE_MIN_WIDTH, type PictureFolder } from '@shop/shared/pictures/picture-variants';

/**
 * The reason a picture is too narrow to use, read from the file before it is sent (upright, as the server will
 * see it), or null. A file the browser cannot decode is left for the server to judge.
 */
export async function pictureWidthProblem(file: Blob, folder: PictureFolder): Promise<string | null> {
  if (typeof createImageBitmap !== 'function') return null;
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const { width } = bitmap;
    bitmap.close();
    return width < PICTURE_MIN_WIDTH[folder] ? PICTURE_MESSAGES.tooSmall(folder, width) : null;
  } catch {
    return null;
  }
}
