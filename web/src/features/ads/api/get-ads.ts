import { listAdsRoute } from '@shop/shared/api/routes/list-ads';
import type { AdTargetPage } from '@shop/shared/storefront/ads';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The live ads meant for one page (its own and those for every page); each slot then picks its own. */
export const getAdsQueryOptions = (page: AdTargetPage) =>
  queryOptions({
    queryKey: queryKeys.ads.page(page),
    queryFn: ({ signal }) => apiRequest(listAdsRoute, { query: { page, is_active: 'true' }, signal }),
    staleTime: 60_000,
    // An ad that fails to load is no reason to bother anyone: no retries, no error UI.
    retry: false,
  });

export function useAds(page: AdTargetPage) {
  return useQuery(getAdsQueryOptions(page));
}
