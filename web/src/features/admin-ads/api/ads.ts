import type { AdminAdCreate, AdminAdUpdate } from '@shop/shared/admin/ads';
import { createAdRoute } from '@shop/shared/api/routes/create-ad';
import { deleteAdRoute } from '@shop/shared/api/routes/delete-ad';
import { listAdminAdsRoute } from '@shop/shared/api/routes/list-admin-ads';
import { updateAdRoute } from '@shop/shared/api/routes/update-ad';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const adminAdsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'ads'],
    queryFn: async ({ signal }) => (await apiRequest(listAdminAdsRoute, { signal })).ads,
  });

export function useAdminAds() {
  return useQuery(adminAdsQueryOptions());
}

/** Staff changes refresh the admin list and the shop's cached ad slots. */
function useInvalidateAds() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminAdsQueryOptions().queryKey }),
      queryClient.invalidateQueries({ queryKey: ['ads'] }),
    ]);
}

export function useSaveAd() {
  const invalidate = useInvalidateAds();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: AdminAdCreate }) =>
      id ? apiRequest(updateAdRoute, { params: { id }, body }) : apiRequest(createAdRoute, { body }),
    onSuccess: invalidate,
  });
}

/** The status switch: PUT with only `is_active`. */
export function useSetAdActive() {
  const invalidate = useInvalidateAds();
  return useMutation({
    mutationFn: ({ id, is_active }: { id: string; is_active: boolean }) =>
      apiRequest(updateAdRoute, { params: { id }, body: { is_active } satisfies AdminAdUpdate }),
    onSuccess: invalidate,
  });
}

export function useDeleteAd() {
  const invalidate = useInvalidateAds();
  return useMutation({
    mutationFn: (id: string) => apiRequest(deleteAdRoute, { params: { id } }),
    onSuccess: invalidate,
  });
}
