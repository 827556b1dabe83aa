import type { ImageContentType } from '@shop/shared/accounts/uploads';
import { createGalleryUploadRoute } from '@shop/shared/api/routes/create-gallery-upload';
import { createImageUploadRoute } from '@shop/shared/api/routes/create-image-upload';
import { createPlanFilesUploadRoute } from '@shop/shared/api/routes/create-plan-files-upload';
import { deleteUploadRoute } from '@shop/shared/api/routes/delete-upload';
import type { Package } from '@shop/shared/plans/plan';
import { apiRequest } from '../../../lib/api-client.ts';
import { uploadWithProgress } from '../../../lib/uploads/upload-with-progress.ts';

/** Reports one file's progress; `start` is called as each file begins, so every file gets its own bar. */
export interface UploadTracker {
  start(name: string): { progress(fraction: number): void; done(): void; failed(): void };
}

/** Sends files one after another with their presigned POSTs; a failure stops the rest and is rethrown. */
async function sendAll(
  targets: { url: string; fields: Record<string, string> }[],
  files: File[],
  tracker: UploadTracker,
) {
  for (const [index, file] of files.entries()) {
    const target = targets[index];
    if (!target) throw new Error('The server gave fewer upload slots than files');
    const bar = tracker.start(file.name);
    try {
      await uploadWithProgress(target, file, bar.progress);
      bar.done();
    } catch (error) {
      bar.failed();
      throw error;
    }
  }
}

/** The main image: a policy from POST /api/upload/image, then the file straight to S3. Returns its public path. */
export async function uploadMainImage(folderId: string | undefined, file: File, tracker: UploadTracker) {
  const upload = await apiRequest(createImageUploadRoute, {
    body: {
      folder: 'plans',
      ...(folderId ? { id: folderId } : {}),
      contentType: file.type as ImageContentType,
      size: file.size,
    },
  });
  await sendAll([upload], [file], tracker);
  return { folderId: upload.folderId, url: upload.publicUrl };
}

/** Gallery images: one policy per file from POST /api/upload/gallery. Returns their public paths in order. */
export async function uploadGalleryImages(folderId: string | undefined, files: File[], tracker: UploadTracker) {
  const answer = await apiRequest(createGalleryUploadRoute, {
    body: {
      ...(folderId ? { id: folderId } : {}),
      // The types were checked before asking (imageFileProblem); the server checks them again.
      files: files.map((file) => ({ contentType: file.type as ImageContentType, size: file.size })),
    },
  });
  await sendAll(answer.uploads, files, tracker);
  return { folderId: answer.folderId, urls: answer.uploads.map((upload) => upload.publicUrl) };
}

/** One tier's plan files: private keys (no public address) from POST /api/upload/plan-files. */
export async function uploadPlanFiles(
  folderId: string | undefined,
  tier: Package,
  files: File[],
  tracker: UploadTracker,
  /** The key of the file this one upload is a new version of (kept under the same name in a version folder). */
  revises?: string,
) {
  const answer = await apiRequest(createPlanFilesUploadRoute, {
    body: {
      ...(folderId ? { id: folderId } : {}),
      ...(revises ? { revises } : {}),
      tier,
      files: files.map((file) => ({ name: file.name, contentType: file.type, size: file.size })),
    },
  });
  await sendAll(answer.uploads, files, tracker);
  return { folderId: answer.folderId, keys: answer.uploads.map((upload) => upload.key) };
}

/** DELETE /api/upload/delete: an image's public path or a plan file's key. */
export function removeUploadedFile(filePath: string) {
  return apiRequest(deleteUploadRoute, { body: { filePath } });
}
