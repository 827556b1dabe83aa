import type { Favorite } from '@shop/shared/storefront/favorites';
import type { Caller } from '../../auth/caller.ts';
import { NotFoundError } from '../../errors/domain-errors.ts';
import type { FavoritesRepository } from '../../repositories/favorites-repository.ts';
import type { PlansRepository } from '../../repositories/plans-repository.ts';
import { PLAN_NOT_FOUND } from '../plans/get-plan.ts';
import { toPublicPlan } from '../plans/to-public-plan.ts';

/** Saves an active plan for the caller; saving it again is harmless and keeps the first date. */
export async function addFavorite(
  deps: { plans: Pick<PlansRepository, 'get'>; favorites: FavoritesRepository; now?: () => Date },
  planId: string,
  caller: Caller,
): Promise<Favorite> {
  const plan = await deps.plans.get(planId);
  if (plan?.status !== 'active') throw new NotFoundError(PLAN_NOT_FOUND);
  const saved = await deps.favorites.add(caller.sub, plan.id, (deps.now?.() ?? new Date()).toISOString());
  return { id: plan.id, plan_id: plan.id, created_at: saved.created_at, plan: toPublicPlan(plan) };
}
