import { pictureAddress } from '@shop/shared/pictures/picture-keys';
import { pictureOfAddress } from '@shop/shared/pictures/picture-variants';
import type { AdminPlan } from '@shop/shared/plans/plan';
import { InvalidInputError } from '../../../errors/domain-errors.ts';
import type { StoredObjects } from '../../../repositories/stored-objects.ts';

export const PICTURE_NOT_READY =
  'This picture is still being prepared, or could not be used; wait until it shows as ready, or upload it again';

type Pictures = Pick<AdminPlan, 'image_url' | 'gallery_images'>;

/**
 * A plan lists only pictures whose variants exist: the picture Lambda writes the stored address last, so its
 * first byte answering means the picture is whole; a refused upload never has one. Only pictures new to the plan
 * are checked (one ranged read each), and only the shop's own processed pictures (outside addresses are shown as
 * they are).
 */
export async function verifyNewPictures(
  images: StoredObjects,
  before: Pictures | undefined,
  after: Partial<Pictures>,
): Promise<void> {
  const known = new Set(before ? [before.image_url, ...before.gallery_images] : []);
  const candidates: [field: string, address: string][] = [
    ...(after.image_url !== undefined ? [['image_url', after.image_url] as [string, string]] : []),
    ...(after.gallery_images ?? []).map((address, index) => [`gallery_images.${index}`, address] as [string, string]),
  ];
  const fields: Record<string, string> = {};
  await Promise.all(
    candidates.map(async ([field, address]) => {
      const picture = pictureOfAddress(address);
      if (!picture || known.has(address)) return;
      if (!(await images.firstBytes(pictureAddress(picture).slice(1), 1))) fields[field] = PICTURE_NOT_READY;
    }),
  );
  if (Object.keys(fields).length) throw new InvalidInputError(PICTURE_NOT_READY, fields);
}
