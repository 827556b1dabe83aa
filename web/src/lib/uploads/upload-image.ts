import type { ImageContentType } from '@shop/shared/accounts/uploads';
import type { ImageFolder } from '@shop/shared/admin/uploads';
import { createImageUploadRoute } from '@shop/shared/api/routes/create-image-upload';
import { apiRequest } from '../api-client.ts';
import { uploadWithProgress } from './upload-with-progress.ts';

/**
 * One staff image (a project's or an ad's picture): a presigned POST from POST /api/upload/image, then the file
 * straight to S3. `id` is the saved item's id, or the folder a previous upload of this unsaved item got.
 */
export async function uploadImage(
  folder: ImageFolder,
  id: string | undefined,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<{ folderId: string; url: string }> {
  const upload = await apiRequest(createImageUploadRoute, {
    // The type was checked before asking (imageFileProblem); the policy pins it again.
    body: { folder, ...(id ? { id } : {}), contentType: file.type as ImageContentType, size: file.size },
  });
  await uploadWithProgress(upload, file, onProgress);
  return { folderId: upload.folderId, url: upload.publicUrl };
}
