import type { PresignedUpload } from '@shop/shared/accounts/uploads';
import { createAvatarUploadRoute } from '@shop/shared/api/routes/create-avatar-upload';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileQueryOptions } from '../../../lib/account-queries.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { waitForPicture } from '../../../lib/wait-for-picture.ts';
import { isAcceptedImageType } from '../utils/avatar-file.ts';
import { updateProfile } from './update-profile.ts';

/** Sends a file to S3 with a presigned POST: the policy's fields first, the file last (S3 ignores fields after it). */
export async function postToPresignedUrl(upload: PresignedUpload, file: Blob, fetcher: typeof fetch = fetch) {
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append('file', file);
  const response = await fetcher(upload.url, { method: 'POST', body: form });
  if (!response.ok) throw new Error(`Upload refused (${response.status})`);
}

/** Asks the API for a presigned POST, uploads straight to S3, then saves the new address on the profile. */
export async function uploadAvatar(userId: string, file: File) {
  if (!isAcceptedImageType(file.type)) throw new Error('Not an accepted image type');
  const upload = await apiRequest(createAvatarUploadRoute, { body: { contentType: file.type, size: file.size } });
  await postToPresignedUrl(upload, file);
  // The profile takes the address once the picture Lambda has made the avatar's variants, never before.
  const status = await waitForPicture(upload.publicUrl);
  if (status.status !== 'ready') throw new Error(status.message ?? 'The picture is still being prepared');
  return updateProfile(userId, { avatar_url: upload.publicUrl });
}

export function useUploadAvatar(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadAvatar(userId, file),
    onSuccess: (profile) => queryClient.setQueryData(profileQueryOptions(userId).queryKey, profile),
  });
}
