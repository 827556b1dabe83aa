import { avatarKeyPrefix, IMAGE_EXTENSIONS } from '@shop/shared/accounts/uploads';

export const AVATAR_NOT_OURS = 'Avatar must be an image uploaded to this shop';

const EXTENSIONS = Object.values(IMAGE_EXTENSIONS).join('|');

/**
 * An avatar address is either empty (no avatar) or the public path of an image this user uploaded
 * through POST /api/upload/avatar: /images/avatars/{sub}/{uuid}.{ext}. Anything else (another
 * site, another user's folder, a path that climbs out) could show what we never accepted.
 */
export function isOwnAvatarAddress(address: string, sub: string): boolean {
  if (address === '') return true;
  const prefix = `/${avatarKeyPrefix(sub)}`;
  if (!address.startsWith(prefix)) return false;
  return new RegExp(`^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.(${EXTENSIONS})$`).test(
    address.slice(prefix.length),
  );
}
