import { listFavoritesRoute } from '@shop/shared/api/routes/list-favorites';
import type { Favorite } from '@shop/shared/storefront/favorites';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth-context.tsx';

/** Favorites belong to one person: the key carries their id so another sign-in never sees a stale list. */
export const favoritesQueryKey = (userId: string) => ['favorites', userId] as const;

export async function getFavorites(signal?: AbortSignal): Promise<Favorite[]> {
  const response = await apiRequest(listFavoritesRoute, { signal });
  return response.favorites;
}

export const getFavoritesQueryOptions = (userId: string) =>
  queryOptions({ queryKey: favoritesQueryKey(userId), queryFn: ({ signal }) => getFavorites(signal) });

/** The signed-in person's favorites, newest first; idle (no request) for visitors. */
export function useFavorites() {
  const { status, user } = useAuth();
  const userId = user?.id ?? '';
  return useQuery({ ...getFavoritesQueryOptions(userId), enabled: status === 'signed-in' && userId !== '' });
}
