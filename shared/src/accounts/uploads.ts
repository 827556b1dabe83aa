import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema.ts';

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const PLAN_FILE_MAX_BYTES = 50 * 1024 * 1024;
export const IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif'] as const;

export interface FileSizeMessages {
  tooLarge: string;
  empty: string;
  /** What a size that is no whole number reads; zod's own words when left out. */
  invalid?: string;
}

/**
 * The size in bytes the browser reports for a file it is about to send with a presigned POST: a whole number above
 * zero and at most `max` (S3 checks the same bounds again through the policy).
 */
export function fileSize(max: number, { tooLarge, empty, invalid }: FileSizeMessages) {
  const wrong = invalid === undefined ? undefined : { error: invalid };
  return z.number(wrong).check(z.int(wrong), z.positive({ error: empty }), z.lte(max, { error: tooLarge }));
}

/** Ask for a presigned POST: what the browser is about to send, checked again by S3 through the policy. */
export const AvatarUploadRequest = lazySchema(() =>
  z.object({
    contentType: z.enum(IMAGE_CONTENT_TYPES, { error: 'Please select an image file (JPG, PNG, GIF, etc.)' }),
    size: fileSize(AVATAR_MAX_BYTES, { tooLarge: 'Image size must be less than 5MB', empty: 'The file is empty' }),
  }),
);
export type AvatarUploadRequest = z.infer<typeof AvatarUploadRequest>;

/** A presigned POST: send `fields` plus the file as multipart form data to `url`; then use `publicUrl`. */
export const PresignedUpload = lazySchema(() =>
  z.object({
    url: z.string(),
    fields: z.record(z.string(), z.string()),
    publicUrl: z.string(),
    expiresAt: z.string(),
  }),
);
export type PresignedUpload = z.infer<typeof PresignedUpload>;

export type ImageContentType = (typeof IMAGE_CONTENT_TYPES)[number];

/** The extension the server gives a stored image of each accepted type (the browser's file name is ignored). */
export const IMAGE_EXTENSIONS: Record<ImageContentType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
};

/**
 * Where a user's avatars are kept in the images bucket. Image keys start with `images/`, and the site
 * serves the bucket under `/images/`, so an object's public path is `/` + its key.
 */
export function avatarKeyPrefix(sub: string): string {
  return `images/avatars/${sub}/`;
}
