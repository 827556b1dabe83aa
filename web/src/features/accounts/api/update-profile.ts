import type { ProfileUpdate } from '@shop/shared/accounts/profile-update';
import { updateProfileRoute } from '@shop/shared/api/routes/update-profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileQueryOptions } from '../../../lib/account-queries.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export function updateProfile(userId: string, changes: ProfileUpdate) {
  return apiRequest(updateProfileRoute, { params: { userId }, body: changes });
}

/** Saves profile fields; the answer replaces the cached profile, so the header and the page show it at once. */
export function useUpdateProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProfileUpdate) => updateProfile(userId, changes),
    onSuccess: (profile) => queryClient.setQueryData(profileQueryOptions(userId).queryKey, profile),
  });
}
