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
  UPLOAD_MESSAGES,
} from '@shop/shared/admin/uploads';
import { pictureAddress } from '@shop/shared/pictures/picture-keys';
import { fileVersionOf } from '@shop/shared/plans/file-version';
import { ConflictError, InvalidInputError } from '../../../errors/domain-errors.ts';
import type { StoredFiles } from '../../../repositories/stored-files.ts';
import { planFileKey, staffImageKey, versionedPlanFileKey } from './upload-keys.ts';

/** Images are at most 10 MB: a quarter of an hour covers a slow connection. */
export const IMAGE_UPLOAD_SECONDS = 15 * 60;
/** Plan files reach 50 MB: an hour. */
export const PLAN_FILE_UPLOAD_SECONDS = 60 * 60;
/** Image keys are new uuids, so caches may keep them for good. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Plan files are served only through short-lived presigned URLs; no shared cache should keep them. */
export const PLAN_FILE_CACHE_CONTROL = 'private, no-cache';

/** A presigned POST into the private plan-files bucket: the key and type pinned, the plan files' size and time limits. */
export function presignPlanFile(planFiles: Pick<StoredFiles, 'presignPost'>, key: string, contentType: string) {
  return planFiles.presignPost({
    key,
    contentType,
    maxBytes: PLAN_FILE_MAX_BYTES,
    expiresInSeconds: PLAN_FILE_UPLOAD_SECONDS,
    cacheControl: PLAN_FILE_CACHE_CONTROL,
  });
}

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

const nameOf = (key: string) => key.split('/').pop() as string;

/**
 * A plan file key is written once. Orders keep the keys they sold, and a key a plan no longer lists stays in
 * storage for its buyers, so a policy for a key already stored would let an upload replace, in place, a file
 * buyers have (or are inside their window for). Such a batch is refused whole, before anything is signed.
 */
async function refuseStoredKeys(planFiles: StoredFiles, keys: readonly string[], tier: string): Promise<void> {
  const twice = keys.find((key, index) => keys.indexOf(key) !== index);
  if (twice) {
    const message = UPLOAD_MESSAGES.fileTwice(nameOf(twice));
    throw new InvalidInputError(message, { files: message });
  }
  const stored = await Promise.all(keys.map((key) => planFiles.exists(key)));
  const taken = keys.find((_, index) => stored[index]);
  if (taken) throw new ConflictError(UPLOAD_MESSAGES.fileTaken(nameOf(taken), tier));
}

/** Version folders tried after the first free one is not found: a longer history is a loop, not revisions. */
const VERSION_TRIES = 50;

/**
 * The key of a new version of `revises`: its plain key when free, else the first free version folder after the
 * replaced file's own version (v2 for a first revision). The old file stays where it is, for the buyers who have it.
 */
async function revisionKey(
  planFiles: StoredFiles,
  folderId: string,
  request: PlanFilesUploadRequest & { revises: string },
): Promise<string> {
  const [file] = request.files;
  if (!file || request.files.length !== 1) {
    throw new InvalidInputError(UPLOAD_MESSAGES.oneRevision, { files: UPLOAD_MESSAGES.oneRevision });
  }
  const plain = planFileKey(folderId, request.tier, file.name);
  if (plain !== request.revises && !(await planFiles.exists(plain))) return plain;
  const first = (fileVersionOf(request.revises) ?? 1) + 1;
  for (let version = first; version < first + VERSION_TRIES; version += 1) {
    const key = versionedPlanFileKey(folderId, request.tier, file.name, version);
    if (!(await planFiles.exists(key))) return key;
  }
  throw new ConflictError(UPLOAD_MESSAGES.fileTaken(nameOf(plain), request.tier));
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
  const { revises } = request;
  const keys = revises
    ? [await revisionKey(deps.planFiles, folderId, { ...request, revises })]
    : request.files.map((file) => planFileKey(folderId, request.tier, file.name));
  await refuseStoredKeys(deps.planFiles, keys, request.tier);
  const uploads = await Promise.all(
    request.files.map(async (file, index) => {
      const key = keys[index] as string;
      const contentType = PLAN_FILE_TYPES[extensionOf(file.name) as PlanFileExtension];
      const { url, fields } = await presignPlanFile(deps.planFiles, key, contentType);
      return {
        url,
        fields,
        key,
        name: nameOf(key),
        expiresAt: expiry(deps, PLAN_FILE_UPLOAD_SECONDS),
      };
    }),
  );
  return { folderId, tier: request.tier, uploads, count: uploads.length };
}
