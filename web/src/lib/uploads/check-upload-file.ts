import { IMAGE_CONTENT_TYPES, IMAGE_MAX_BYTES, PLAN_FILE_MAX_BYTES } from '@shop/shared/accounts/uploads';
import { extensionOf, PLAN_FILE_TYPES, UPLOAD_MESSAGES } from '@shop/shared/admin/uploads';

/*
 * The limits the upload policies enforce (images 10 MB of an image type, plan files 50 MB of pdf, dwg, dxf, zip,
 * rar, 7z), checked before asking for a policy so a person learns at once which file is wrong. S3 still refuses
 * anything that slips past: these checks are for the person, not for security.
 */

export function imageFileProblem(file: { type: string; size: number }): string | null {
  if (!(IMAGE_CONTENT_TYPES as readonly string[]).includes(file.type)) return UPLOAD_MESSAGES.imageType;
  if (file.size <= 0) return UPLOAD_MESSAGES.empty;
  if (file.size > IMAGE_MAX_BYTES) return UPLOAD_MESSAGES.imageSize;
  return null;
}

export function planFileProblem(file: { name: string; size: number }): string | null {
  if (!(extensionOf(file.name) in PLAN_FILE_TYPES)) return UPLOAD_MESSAGES.fileType;
  if (file.size <= 0) return UPLOAD_MESSAGES.empty;
  if (file.size > PLAN_FILE_MAX_BYTES) return UPLOAD_MESSAGES.fileSize;
  return null;
}

/** The first problem among several files, named by the file, or null when all can be sent. */
export function firstFileProblem<F extends { name: string }>(
  files: readonly F[],
  problemOf: (file: F) => string | null,
): string | null {
  for (const file of files) {
    const problem = problemOf(file);
    if (problem) return `${file.name}: ${problem}`;
  }
  return null;
}

/** The last part of a stored path or key, decoded, for showing a file by its name. */
export function fileNameOf(pathOrUrl: string): string {
  const last = pathOrUrl.split('?')[0]?.split('/').pop() ?? pathOrUrl;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}
