import { pictureOfAddress } from '@shop/shared/pictures/picture-variants';
import { ShareRequestSchema, shareImagePath } from '@shop/shared/pictures/share-image';
import type { PictureStore } from '../../repositories/picture-store.ts';
import { drawShareImage } from './draw-share-image.ts';
import { cardDigest } from './share-cards.ts';

export type ShareOutcome =
  | { key: string; outcome: 'shared'; images: string[] }
  | { key: string; outcome: 'skipped'; message: string };

/** The main picture is still being made (saved right after its upload): the event fails and Lambda retries it. */
export class PictureNotReadyError extends Error {
  constructor(address: string) {
    super(`The plan's main picture ${address} is not ready yet`);
    this.name = 'PictureNotReadyError';
  }
}

/**
 * Draws the share pictures a staff save asked for. Each is stored at the address its card's digest names, so a
 * picture already there is kept (a redelivered event, two saves of the same plan), and the page finds the new one
 * as soon as it exists. The request is removed once every picture is stored.
 */
export async function processShareRequest(store: PictureStore, key: string): Promise<ShareOutcome> {
  const stored = await store.read(key);
  if (!stored) return { key, outcome: 'skipped', message: 'request gone' };
  const parsed = ShareRequestSchema.safeParse(readJson(stored));
  if (!parsed.success) {
    await store.remove([key]);
    return { key, outcome: 'skipped', message: 'unreadable request' };
  }
  const images: string[] = [];
  for (const card of parsed.data.cards) {
    // Only the shop's own processed pictures are read: a request cannot point the Lambda at any other key.
    if (!pictureOfAddress(card.image)) continue;
    const path = shareImagePath(parsed.data.planId, card.language, cardDigest(card));
    images.push(path);
    if (await store.exists(path.slice(1))) continue;
    const picture = await store.read(card.image.slice(1));
    if (!picture) throw new PictureNotReadyError(card.image);
    await store.write(path.slice(1), await drawShareImage(picture, card), 'image/jpeg');
  }
  await store.remove([key]);
  return { key, outcome: 'shared', images };
}

function readJson(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return undefined;
  }
}
