import type { AdminAdCreate, AdminAdUpdate } from '@shop/shared/admin/ads';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const adminAdsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'ads'],
    queryFn: async ({ signal }) => (await apiRequest('list-admin-ads', { signal })).ads,
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
      id ? apiRequest('update-ad', { params: { id }, body }) : apiRequest('create-ad', { body }),
    onSuccess: invalidate,
  });
}

/** The status switch: PUT with only `is_active` (spec section 7). */
export function useSetAdActive() {
  const invalidate = useInvalidateAds();
  return useMutation({
    mutationFn: ({ id, is_active }: { id: string; is_active: boolean }) =>
      apiRequest('update-ad', { params: { id }, body: { is_active } satisfies AdminAdUpdate }),
    onSuccess: invalidate,
  });
}

export function useDeleteAd() {
  const invalidate = useInvalidateAds();
  return useMutation({
    mutationFn: (id: string) => apiRequest('delete-ad', { params: { id } }),
    onSuccess: invalidate,
  });
}
