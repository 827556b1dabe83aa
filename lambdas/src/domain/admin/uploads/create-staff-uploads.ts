import { IMAGE_MAX_BYTES, PLAN_FILE_MAX_BYTES } from '@shop/shared/accounts/uploads';
import {
  extensionOf,
  type GalleryUploadRequest,
  type GalleryUploadResponse,
  type ImageUploadRequest,
  type ImageUploadResponse,
  PLAN_FILE_TYPES,
  type PlanFileExtension,
  type PlanFilesUploadRequest,
  type PlanFilesUploadResponse,
} from '@shop/shared/admin/uploads';
import { pictureAddress } from '@shop/shared/pictures/picture-variants';
import type { StoredFiles } from '../../../repositories/stored-files.ts';
import { planFileKey, staffImageKey } from './upload-keys.ts';

/** Images are at most 10 MB: a quarter of an hour covers a slow connection. */
export const IMAGE_UPLOAD_SECONDS = 15 * 60;
/** Plan files reach 50 MB: an hour. */
export const PLAN_FILE_UPLOAD_SECONDS = 60 * 60;
/** Image keys are new uuids, so caches may keep them for good. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Plan files are served only through short-lived presigned URLs; no shared cache should keep them. */
export const PLAN_FILE_CACHE_CONTROL = 'private, no-cache';

interface UploadClock {
  now: () => Date;
  newId: () => string;
}

export interface ImageUploadDeps extends UploadClock {
  images: StoredFiles;
}

export interface PlanFileUploadDeps extends UploadClock {
  planFiles: StoredFiles;
}

function expiry(deps: UploadClock, seconds: number): string {
  return new Date(deps.now().getTime() + seconds * 1000).toISOString();
}

async function presignImage(
  deps: ImageUploadDeps,
  folder: ImageUploadRequest['folder'],
  folderId: string,
  file: Pick<ImageUploadRequest, 'contentType'>,
) {
  const fileId = deps.newId();
  const key = staffImageKey(folder, folderId, fileId, file.contentType);
  const { url, fields } = await deps.images.presignPost({
    key,
    contentType: file.contentType,
    maxBytes: IMAGE_MAX_BYTES,
    expiresInSeconds: IMAGE_UPLOAD_SECONDS,
    cacheControl: IMAGE_CACHE_CONTROL,
  });
  // The original stays private; the address to store is the picture's largest variant, there once processed.
  const publicUrl = pictureAddress({ folder, folderId, fileId });
  return { url, fields, key, publicUrl, expiresAt: expiry(deps, IMAGE_UPLOAD_SECONDS) };
}

/** One image (a plan's main image, a project's picture, an ad's picture). */
export async function createImageUpload(
  deps: ImageUploadDeps,
  request: ImageUploadRequest,
): Promise<ImageUploadResponse> {
  const folderId = request.id ?? deps.newId();
  return { folderId, ...(await presignImage(deps, request.folder, folderId, request)) };
}

/** Many gallery images of one plan. */
export async function createGalleryUpload(
  deps: ImageUploadDeps,
  request: GalleryUploadRequest,
): Promise<GalleryUploadResponse> {
  const folderId = request.id ?? deps.newId();
  const uploads = await Promise.all(request.files.map((file) => presignImage(deps, 'plans', folderId, file)));
  return { folderId, uploads, count: uploads.length };
}

/**
 * The files of one tier: each policy pins the key (the tier's folder, the cleaned name), the
 * Content-Type that belongs to the extension (so an .exe renamed .pdf must still be sent as a PDF and
 * is never served as a program) and at most 50 MB.
 */
export async function createPlanFilesUpload(
  deps: PlanFileUploadDeps,
  request: PlanFilesUploadRequest,
): Promise<PlanFilesUploadResponse> {
  const folderId = request.id ?? deps.newId();
  const uploads = await Promise.all(
    request.files.map(async (file) => {
      const key = planFileKey(folderId, request.tier, file.name);
      const contentType = PLAN_FILE_TYPES[extensionOf(file.name) as PlanFileExtension];
      const { url, fields } = await deps.planFiles.presignPost({
        key,
        contentType,
        maxBytes: PLAN_FILE_MAX_BYTES,
        expiresInSeconds: PLAN_FILE_UPLOAD_SECONDS,
        cacheControl: PLAN_FILE_CACHE_CONTROL,
      });
      return {
        url,
        fields,
        key,
        name: key.split('/').pop() as string,
        expiresAt: expiry(deps, PLAN_FILE_UPLOAD_SECONDS),
      };
    }),
  );
  return { folderId, tier: request.tier, uploads, count: uploads.length };
}
