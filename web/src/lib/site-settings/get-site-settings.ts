import { getSiteSettingsRoute } from '@shop/shared/api/routes/get-site-settings';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';

/** Staff change these rarely; saving them in the admin invalidates this key (admin-settings/api). */
const SITE_SETTINGS_STALE_MS = 5 * 60_000;

export const siteSettingsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.siteSettings,
    // No abort signal: React Query aborts a request whose signal was read when its last observer leaves, which
    // StrictMode's mount-unmount-mount of the header did on every page load, so a second copy was sent. The
    // answer is small and shared by every page; letting it finish is cheaper than sending it twice.
    queryFn: () => apiRequest(getSiteSettingsRoute),
    staleTime: SITE_SETTINGS_STALE_MS,
  });
