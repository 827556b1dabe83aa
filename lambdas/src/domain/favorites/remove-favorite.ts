import type { FavoriteRemoved } from '@shop/shared/storefront/favorites';
import type { Caller } from '../../auth/caller.ts';
import type { FavoritesRepository } from '../../repositories/favorites-repository.ts';

/** Removes one of the caller's favorites; removing one that is not saved (or a plan since deleted) is harmless. */
export async function removeFavorite(
  favorites: FavoritesRepository,
  planId: string,
  caller: Caller,
): Promise<FavoriteRemoved> {
  await favorites.remove(caller.sub, planId);
  return { plan_id: planId, saved: false };
}
