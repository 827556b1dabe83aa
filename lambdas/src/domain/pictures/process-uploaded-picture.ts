import { pictureErrorKey, pictureOfOriginal, variantKeys } from '@shop/shared/pictures/picture-keys';
import { type PictureId, variantKey } from '@shop/shared/pictures/picture-variants';
import type { PictureStore } from '../../repositories/picture-store.ts';
import { makeVariants, PictureRejectedError } from './make-variants.ts';

export type PictureOutcome =
  | { key: string; outcome: 'ready'; variants: number }
  | { key: string; outcome: 'rejected'; message: string }
  | { key: string; outcome: 'skipped' };

/**
 * Makes the served variants of one uploaded original. The stored address (the largest JPEG) is written
 * last, so "it exists" means every variant does; then the original goes: a camera file keeps its GPS
 * position and camera model, and nothing reads it once its variants exist (a redelivered event finds it
 * gone and is skipped; new widths need a new upload). A file that is not a usable picture leaves nothing
 * behind but a private note of why (read by the upload's status check); its original is removed too.
 */
export async function processUploadedPicture(store: PictureStore, key: string): Promise<PictureOutcome> {
  const picture = pictureOfOriginal(key);
  if (!picture) return { key, outcome: 'skipped' };
  const original = await store.read(key);
  // A redelivered event for an original already refused and removed.
  if (!original) return { key, outcome: 'skipped' };
  try {
    const variants = await makeVariants(original, picture.folder);
    const keys = variantKeys(picture);
    const byKey = new Map(variants.map((variant) => [variantKey(picture, variant.width, variant.format), variant]));
    const last = keys[keys.length - 1] as string;
    await Promise.all(keys.slice(0, -1).map((variant) => put(store, variant, byKey.get(variant))));
    await put(store, last, byKey.get(last));
    await store.remove([key]);
    return { key, outcome: 'ready', variants: keys.length };
  } catch (error) {
    if (!(error instanceof PictureRejectedError)) throw error;
    await reject(store, picture, key, error.message);
    return { key, outcome: 'rejected', message: error.message };
  }
}

async function put(store: PictureStore, key: string, variant: { bytes: Uint8Array; contentType: string } | undefined) {
  if (!variant) throw new Error(`No variant made for ${key}`);
  await store.write(key, variant.bytes, variant.contentType);
}

async function reject(store: PictureStore, picture: PictureId, key: string, message: string): Promise<void> {
  await store.write(
    pictureErrorKey(picture),
    new TextEncoder().encode(JSON.stringify({ message })),
    'application/json',
    'no-store',
  );
  await store.remove([key]);
}
