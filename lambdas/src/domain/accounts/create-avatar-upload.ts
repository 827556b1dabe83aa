import {
  AVATAR_MAX_BYTES,
  type AvatarUploadRequest,
  IMAGE_EXTENSIONS,
  type PresignedUpload,
} from '@shop/shared/accounts/uploads';
import { originalKey, pictureAddress } from '@shop/shared/pictures/picture-keys';
import type { Caller } from '../../auth/caller.ts';
import type { ImageUploads } from '../../repositories/image-uploads.ts';
import { requireCaller } from './require-caller.ts';

/** Long enough to pick and send a photo on a slow connection; short enough that a leaked form is soon useless. */
export const AVATAR_UPLOAD_SECONDS = 5 * 60;

/** Every avatar key is new (a uuid), so a browser or CloudFront may keep it for good. */
export const AVATAR_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export interface AvatarUploadDeps {
  uploads: ImageUploads;
  now: () => Date;
  newId: () => string;
}

/**
 * A presigned POST for one avatar: the server chooses the key (in the caller's own folder, named by a
 * uuid, extension from the declared type), and the policy pins that key, that type and at most 5 MB.
 */
export async function createAvatarUpload(
  deps: AvatarUploadDeps,
  signedIn: Caller | undefined,
  request: AvatarUploadRequest,
): Promise<PresignedUpload> {
  const caller = requireCaller(signedIn);
  const picture = { folder: 'avatars', folderId: caller.sub, fileId: deps.newId() } as const;
  const key = originalKey(picture, IMAGE_EXTENSIONS[request.contentType]);
  const expiresAt = new Date(deps.now().getTime() + AVATAR_UPLOAD_SECONDS * 1000);
  const { url, fields } = await deps.uploads.presignPost({
    key,
    contentType: request.contentType,
    maxBytes: AVATAR_MAX_BYTES,
    expiresInSeconds: AVATAR_UPLOAD_SECONDS,
    cacheControl: AVATAR_CACHE_CONTROL,
  });
  // The original stays private; the profile keeps the largest variant's address (docs/decisions/0019).
  return { url, fields, publicUrl: pictureAddress(picture), expiresAt: expiresAt.toISOString() };
}
