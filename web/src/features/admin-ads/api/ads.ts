import type { AdminAdCreate, AdminAdUpdate } from '@shop/shared/admin/ads';
import { createAdRoute } from '@shop/shared/api/routes/create-ad';
import { deleteAdRoute } from '@shop/shared/api/routes/delete-ad';
import { listAdminAdsRoute } from '@shop/shared/api/routes/list-admin-ads';
import { updateAdRoute } from '@shop/shared/api/routes/update-ad';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';

export const adminAdsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.admin.ads,
    queryFn: async ({ signal }) => (await apiRequest(listAdminAdsRoute, { signal })).ads,
  });

export function useAdminAds() {
  return useQuery(adminAdsQueryOptions());
}

/** Staff changes refresh the admin list and the shop's cached ad slots. */
const AD_QUERIES = [adminAdsQueryOptions().queryKey, queryKeys.ads.all];

export function useSaveAd() {
  return useRefreshingMutation(AD_QUERIES, ({ id, body }: { id?: string; body: AdminAdCreate }) =>
    id ? apiRequest(updateAdRoute, { params: { id }, body }) : apiRequest(createAdRoute, { body }),
  );
}

/** The status switch: PUT with only `is_active`. */
export function useSetAdActive() {
  return useRefreshingMutation(AD_QUERIES, ({ id, is_active }: { id: string; is_active: boolean }) =>
    apiRequest(updateAdRoute, { params: { id }, body: { is_active } satisfies AdminAdUpdate }),
  );
}

export function useDeleteAd() {
  return useRefreshingMutation(AD_QUERIES, (id: string) => apiRequest(deleteAdRoute, { params: { id } }));
}
