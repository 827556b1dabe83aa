import { IMAGE_EXTENSIONS, type ImageContentType } from '@shop/shared/accounts/uploads';
import { isPlanFileKey } from '@shop/shared/admin/plan-write';
import { extensionOf, type ImageFolder } from '@shop/shared/admin/uploads';
import { originalKey, pictureErrorKey, variantKeys } from '@shop/shared/pictures/picture-keys';
import { type PictureId, pictureOfAddress } from '@shop/shared/pictures/picture-variants';
import { PACKAGES, type Package } from '@shop/shared/plans/plan';

/**
 * Where a picture staff upload goes: its original to the private uploads/{folder}/{folder id}/{uuid}.{ext},
 * which the picture Lambda turns into variants under images/ (docs/decisions/0019-picture-variants.md).
 */
export function staffImageKey(
  folder: ImageFolder,
  folderId: string,
  fileId: string,
  contentType: ImageContentType,
): string {
  return originalKey({ folder, folderId, fileId }, IMAGE_EXTENSIONS[contentType]);
}

/** Every object a picture may have left: its variants, its original (of any accepted type) and its error note. */
export function pictureObjectKeys(picture: PictureId): string[] {
  return [
    ...variantKeys(picture),
    ...Object.values(IMAGE_EXTENSIONS).map((extension) => originalKey(picture, extension)),
    pictureErrorKey(picture),
  ];
}

/**
 * A stored file name from the browser's: no folders, only letters, digits, dot, dash, underscore,
 * space and brackets, starting with a letter or digit, extension lower-cased. The download page shows
 * this name to buyers, so it stays close to what staff chose.
 */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const extension = extensionOf(base);
  const stem = base
    .slice(0, base.length - extension.length - 1)
    .replace(/[^A-Za-z0-9._ ()-]+/g, '-')
    .replace(/\.{2,}/g, '.')
    .replace(/^[^A-Za-z0-9]+/, '')
    .slice(0, 150)
    .trim();
  return `${stem || 'file'}.${extension}`;
}

/** Plan files: plans/{folder id}/{tier}/{safe name} in the private bucket (the tier folder groups downloads). */
export function planFileKey(folderId: string, tier: Package, name: string): string {
  return `plans/${folderId}/${tier}/${safeFileName(name)}`;
}

/** A revision kept under its file's name: plans/{folder id}/{tier}/v{n}/{safe name} (shared/plans/file-version). */
export function versionedPlanFileKey(folderId: string, tier: Package, name: string, version: number): string {
  return `plans/${folderId}/${tier}/v${version}/${safeFileName(name)}`;
}

const IMAGE_KEY = /^images\/(plans|portfolio|ads)\/([A-Za-z0-9_-]{1,64})\/[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;

export type RemovableFile =
  | { bucket: 'images'; key: string; folderId: string; keys: string[] }
  | { bucket: 'planFiles'; key: string; folderId: string };

/**
 * What DELETE /api/upload/delete may remove: a picture staff uploaded (its stored address: all its
 * variants and its original go), an older image staff uploaded before pictures had variants (given as its public path
 * /images/..., its key images/..., or a full address ending in that path) or a plan file key. Anything
 * else, including paths that climb out with "..", is refused (undefined).
 */
export function removableFile(filePath: string): RemovableFile | undefined {
  let path = filePath.trim();
  const picture = pictureOfAddress(path.replace(/^https?:\/\/[^/]+/i, ''));
  if (picture && picture.folder !== 'avatars') {
    return {
      bucket: 'images',
      key: path.replace(/^https?:\/\/[^/]+/i, '').slice(1),
      folderId: picture.folderId,
      keys: pictureObjectKeys(picture),
    };
  }
  const marker = path.indexOf('/images/');
  if (/^https?:\/\//i.test(path)) path = marker >= 0 ? path.slice(marker) : '';
  if (path.startsWith('/')) path = path.slice(1);
  if (path.includes('..') || path.includes('//') || path.includes('\\')) return undefined;
  const image = IMAGE_KEY.exec(path);
  if (image) return { bucket: 'images', key: path, folderId: image[2] as string, keys: [path] };
  const tier = PACKAGES.find((t) => isPlanFileKey(path, t));
  if (tier) return { bucket: 'planFiles', key: path, folderId: path.split('/')[1] as string };
  return undefined;
}
