import { getProfileRoute } from '@shop/shared/api/routes/get-profile';
import { getUserSettingsRoute } from '@shop/shared/api/routes/get-user-settings';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';
import { queryKeys } from './query-keys.ts';

/**
 * The signed-in person's profile and settings: read by the session provider (header, guards, theme) and
 * written by the profile and settings pages, so their query keys live in one place.
 */
export const profileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.account.profile(userId),
    queryFn: ({ signal }) => apiRequest(getProfileRoute, { params: { userId }, signal }),
  });

export const userSettingsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.account.settings(userId),
    queryFn: ({ signal }) => apiRequest(getUserSettingsRoute, { params: { userId }, signal }),
  });
