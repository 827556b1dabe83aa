import { getSiteSettingsRoute } from '@shop/shared/api/routes/get-site-settings';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Staff change these rarely; saving them in the admin invalidates this key (admin-settings/api). */
const SITE_SETTINGS_STALE_MS = 5 * 60_000;

export const siteSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['site-settings'],
    queryFn: ({ signal }) => apiRequest(getSiteSettingsRoute, { signal }),
    staleTime: SITE_SETTINGS_STALE_MS,
  });
