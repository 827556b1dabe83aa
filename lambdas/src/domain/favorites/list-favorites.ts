import type { FavoriteListResponse } from '@shop/shared/storefront/favorites';
import type { Caller } from '../../auth/caller.ts';
import type { FavoritesRepository } from '../../repositories/favorites-repository.ts';
import type { PlansById } from '../../repositories/plans-by-id.ts';
import { toPublicPlan } from '../plans/to-public-plan.ts';

/**
 * The caller's own favorites, newest first, each with its plan as the public sees it. A plan that was
 * deleted or taken off sale drops out of the list (the favorite stays, and returns if the plan does).
 */
export async function listFavorites(
  deps: { favorites: FavoritesRepository; plansById: PlansById },
  caller: Caller,
): Promise<FavoriteListResponse> {
  const saved = await deps.favorites.list(caller.sub);
  const plans = await deps.plansById(saved.map((favorite) => favorite.plan_id));
  const favorites = saved.flatMap((favorite) => {
    const plan = plans.get(favorite.plan_id);
    if (plan?.status !== 'active') return [];
    return [{ id: plan.id, plan_id: plan.id, created_at: favorite.created_at, plan: toPublicPlan(plan) }];
  });
  return { favorites };
}
