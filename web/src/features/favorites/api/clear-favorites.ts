import { removeFavoriteRoute } from '@shop/shared/api/routes/remove-favorite';
import type { Favorite } from '@shop/shared/storefront/favorites';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * Clear All Favorites: one DELETE per saved plan (removing is harmless when already gone). Whatever happens,
 * the list is reloaded so the page shows what is really left.
 */
export function useClearFavorites(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (favorites: Favorite[]) => {
      const results = await Promise.allSettled(
        favorites.map((favorite) => apiRequest(removeFavoriteRoute, { body: { planId: favorite.plan_id } })),
      );
      if (results.some((result) => result.status === 'rejected')) throw new Error('Some favorites were not removed');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.favorites(userId) }),
  });
}
