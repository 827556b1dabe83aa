import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { pictureAddress } from '@shop/shared/pictures/picture-keys';
import { type PictureId, variantKey } from '@shop/shared/pictures/picture-variants';
import { FRONTS, libraryVariants, VIEWS } from './picture-library.ts';

const CACHE_CONTROL = 'public, max-age=31536000, immutable';
const CONCURRENCY = 16;

export interface PictureSeedTarget {
  clients: { s3: S3Client };
  imagesBucket: string;
}

/**
 * Writes a library picture's variants as the picture Lambda would have for `picture`, and returns its
 * stored address. Originals are not written: the seed stands for pictures processed long ago.
 */
async function putPicture(target: PictureSeedTarget, picture: PictureId, libraryName: string): Promise<string> {
  const entry = (await libraryVariants()).get(libraryName);
  if (!entry) throw new Error(`No library picture ${libraryName}`);
  const queue = [...entry.variants];
  const worker = async () => {
    for (let variant = queue.shift(); variant; variant = queue.shift()) {
      await target.clients.s3.send(
        new PutObjectCommand({
          Bucket: target.imagesBucket,
          Key: variantKey(picture, variant.width, variant.format),
          Body: variant.bytes,
          ContentType: variant.contentType,
          CacheControl: CACHE_CONTROL,
        }),
      );
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, queue.length) }, worker));
  return pictureAddress(picture);
}

/**
 * A seeded plan's pictures: its own copy of a front render (so a page of cards downloads what a real
 * catalogue would, one picture per card) and gallery views shared by all seeded plans (kept in a folder
 * no plan owns, so deleting a seeded plan leaves the others' galleries whole).
 */
export async function seedPlanPictures(
  target: PictureSeedTarget,
  planId: string,
  index: number,
  gallerySize: number,
): Promise<{ imageUrl: string; gallery: string[] }> {
  const front = FRONTS[index % FRONTS.length]?.name as string;
  const imageUrl = await putPicture(target, { folder: 'plans', folderId: planId, fileId: 'main' }, front);
  const gallery = await Promise.all(
    Array.from({ length: Math.min(gallerySize, VIEWS.length) }, (_, offset) =>
      sharedPicture(target, VIEWS[(index + offset) % VIEWS.length]?.name as string),
    ),
  );
  return { imageUrl, gallery };
}

const shared = new Map<string, Promise<string>>();

/** A library picture written once per seed under images/portfolio/library/ (a folder no project or plan owns). */
export function sharedPicture(target: PictureSeedTarget, name: string): Promise<string> {
  const key = `${target.imagesBucket}/${name}`;
  let address = shared.get(key);
  if (!address) {
    address = putPicture(target, { folder: 'portfolio', folderId: 'library', fileId: name }, name);
    shared.set(key, address);
    address.catch(() => shared.delete(key));
  }
  return address;
}

/** A picture of its own for a project or an ad, in its folder. */
export function seedOwnPicture(target: PictureSeedTarget, picture: PictureId, libraryName: string): Promise<string> {
  return putPicture(target, picture, libraryName);
}
