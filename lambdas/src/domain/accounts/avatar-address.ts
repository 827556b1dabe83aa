import { avatarKeyPrefix, IMAGE_EXTENSIONS } from '@shop/shared/accounts/uploads';
import { pictureOfAddress } from '@shop/shared/pictures/picture-variants';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const AVATAR_NOT_OURS = 'Avatar must be an image uploaded to this shop';

const EXTENSIONS = Object.values(IMAGE_EXTENSIONS).join('|');

/**
 * An avatar address is either empty (no avatar) or the address of a picture this user uploaded
 * through POST /api/upload/avatar: /images/avatars/{sub}/{uuid}/256.jpg (or, uploaded before pictures
 * had variants, /images/avatars/{sub}/{uuid}.{ext}). Anything else (another
 * site, another user's folder, a path that climbs out) could show what we never accepted.
 */
export function isOwnAvatarAddress(address: string, sub: string): boolean {
  if (address === '') return true;
  const picture = pictureOfAddress(address);
  if (picture) return picture.folder === 'avatars' && picture.folderId === sub && UUID.test(picture.fileId);
  const prefix = `/${avatarKeyPrefix(sub)}`;
  if (!address.startsWith(prefix)) return false;
  return new RegExp(`^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.(${EXTENSIONS})$`).test(
    address.slice(prefix.length),
  );
}
