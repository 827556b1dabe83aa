import { AVATAR_MAX_BYTES, IMAGE_CONTENT_TYPES } from '@shop/shared/accounts/uploads';
import { msg } from '../../../i18n/msg.ts';

export interface FileProblem {
  title: string;
  description: string;
}

export type AvatarContentType = (typeof IMAGE_CONTENT_TYPES)[number];

export function isAcceptedImageType(type: string): type is AvatarContentType {
  return (IMAGE_CONTENT_TYPES as readonly string[]).includes(type);
}

/**
 * The browser's check before any upload, with the upload form's texts. The types are
 * those the server's upload policy accepts, so a file that passes here is not refused by S3 for its type.
 */
export function checkAvatarFile(file: { type: string; size: number }): FileProblem | null {
  if (!isAcceptedImageType(file.type)) {
    return { title: msg('Invalid file type'), description: msg('Please select an image file (JPG, PNG, GIF, etc.)') };
  }
  if (file.size >= AVATAR_MAX_BYTES) {
    return { title: msg('File too large'), description: msg('Image size must be less than 5MB') };
  }
  if (file.size === 0) return { title: msg('Invalid file type'), description: msg('The selected file is empty.') };
  return null;
}
