import { getAdminSiteSettingsRoute } from '@shop/shared/api/routes/get-admin-site-settings';
import { updateSiteSettingsRoute } from '@shop/shared/api/routes/update-site-settings';
import type { SiteSettingsUpdate } from '@shop/shared/settings/site-settings-update';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const adminSiteSettingsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.admin.siteSettings,
    queryFn: ({ signal }) => apiRequest(getAdminSiteSettingsRoute, { signal }),
  });

export function useAdminSiteSettings() {
  return useQuery(adminSiteSettingsQueryOptions());
}

/** PUT /api/settings with one tab's fields; the answer is the whole saved set, which replaces the cached one. */
export function useSaveSiteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: SiteSettingsUpdate) => apiRequest(updateSiteSettingsRoute, { body: changes }),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminSiteSettingsQueryOptions().queryKey, saved);
      // The shop's header, footer and checkout read the public part.
      void queryClient.invalidateQueries({ queryKey: queryKeys.siteSettings });
      // Setbacks decide which plans fit a plot (decision 0025).
      void queryClient.invalidateQueries({ queryKey: queryKeys.plans.lists });
    },
  });
}
