import { pictureAddress, pictureErrorKey } from '@shop/shared/pictures/picture-keys';
import { PICTURE_MESSAGES } from '@shop/shared/pictures/picture-messages';
import type { PictureStatus } from '@shop/shared/pictures/picture-status';
import { pictureOfAddress } from '@shop/shared/pictures/picture-variants';
import { type Caller, isAdmin } from '../../auth/caller.ts';
import { ForbiddenError, InvalidInputError } from '../../errors/domain-errors.ts';
import type { PictureStore } from '../../repositories/picture-store.ts';

/**
 * Whether an uploaded picture is ready to show: its stored address exists once every variant does
 * (the picture Lambda writes it last); a refused picture has a private note saying why. Staff may ask
 * about any shop picture, a user only about their own avatars.
 */
export async function pictureStatus(
  store: PictureStore,
  caller: Caller | undefined,
  address: string,
): Promise<PictureStatus> {
  const picture = pictureOfAddress(address);
  if (!picture) throw new InvalidInputError(PICTURE_MESSAGES.notAPicture, { address: PICTURE_MESSAGES.notAPicture });
  const own = picture.folder === 'avatars' && picture.folderId === caller?.sub;
  if (!own && !isAdmin(caller)) throw new ForbiddenError();
  const stored = pictureAddress(picture);
  if (await store.exists(stored.slice(1))) return { address: stored, status: 'ready' };
  const note = await store.read(pictureErrorKey(picture));
  if (note) {
    const message = readMessage(note);
    return { address: stored, status: 'failed', message };
  }
  return { address: stored, status: 'processing' };
}

function readMessage(note: Uint8Array): string {
  try {
    const { message } = JSON.parse(new TextDecoder().decode(note)) as { message?: unknown };
    if (typeof message === 'string' && message) return message;
  } catch {
    // A note we cannot read still means the picture was refused.
  }
  return PICTURE_MESSAGES.undecodable;
}
