import { listFavoritesRoute } from '@shop/shared/api/routes/list-favorites';
import type { Favorite } from '@shop/shared/storefront/favorites';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { withOfflineCopy } from '../../../lib/offline-copies.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useSignedInQuery } from '../../../lib/signed-in-query.ts';

/** Without a network, the buyer's last list (kept for them in this browser) answers instead. */
export async function getFavorites(userId: string, signal?: AbortSignal): Promise<Favorite[]> {
  const response = await withOfflineCopy(userId, 'favorites', listFavoritesRoute.response, () =>
    apiRequest(listFavoritesRoute, { signal }),
  );
  return response.favorites;
}

export const getFavoritesQueryOptions = (userId: string) =>
  queryOptions({
    // Favorites belong to one person: the key carries their id so another sign-in never sees a stale list.
    queryKey: queryKeys.favorites(userId),
    queryFn: ({ signal }) => getFavorites(userId, signal),
    // Asked even offline (the query would otherwise wait for a network), so the kept copy can answer.
    networkMode: 'always',
  });

/** The signed-in person's favorites, newest first; idle (no request) for visitors. */
export function useFavorites() {
  return useSignedInQuery(getFavoritesQueryOptions);
}
