import type { UserSettingsUpdate } from '@shop/shared/accounts/user-settings';
import { updateUserSettingsRoute } from '@shop/shared/api/routes/update-user-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userSettingsQueryOptions } from '../../../lib/account-queries.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** Saves settings; the answer replaces the cached settings, which the whole site applies (theme, currency, ...). */
export function useUpdateUserSettings(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UserSettingsUpdate) =>
      apiRequest(updateUserSettingsRoute, { params: { userId }, body: changes }),
    onSuccess: (settings) => queryClient.setQueryData(userSettingsQueryOptions(userId).queryKey, settings),
  });
}
