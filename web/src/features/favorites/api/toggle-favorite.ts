import { addFavoriteRoute } from '@shop/shared/api/routes/add-favorite';
import { removeFavoriteRoute } from '@shop/shared/api/routes/remove-favorite';
import type { PublicPlan } from '@shop/shared/plans/plan';
import type { Favorite } from '@shop/shared/storefront/favorites';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface ToggleFavoriteInput {
  plan: PublicPlan;
  /** Whether the plan is saved now: saved plans are removed, others added. */
  saved: boolean;
}

export function withFavorite(list: Favorite[], plan: PublicPlan, now: string): Favorite[] {
  if (list.some((favorite) => favorite.plan_id === plan.id)) return list;
  return [{ id: plan.id, plan_id: plan.id, created_at: now, plan }, ...list];
}

export function withoutFavorite(list: Favorite[], planId: string): Favorite[] {
  return list.filter((favorite) => favorite.plan_id !== planId);
}

/**
 * Save or unsave a plan. The list changes on screen at once and goes back if the server refuses; either way it
 * is reloaded afterwards, so the screen ends up showing what the server holds.
 */
export function useToggleFavorite(userId: string, onError: () => void) {
  const queryClient = useQueryClient();
  const key = queryKeys.favorites(userId);
  return useMutation({
    mutationFn: async ({ plan, saved }: ToggleFavoriteInput): Promise<void> => {
      if (saved) await apiRequest(removeFavoriteRoute, { body: { planId: plan.id } });
      else await apiRequest(addFavoriteRoute, { body: { planId: plan.id } });
    },
    onMutate: async ({ plan, saved }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Favorite[]>(key);
      const current = previous ?? [];
      queryClient.setQueryData<Favorite[]>(
        key,
        saved ? withoutFavorite(current, plan.id) : withFavorite(current, plan, new Date().toISOString()),
      );
      return { previous };
    },
    onError: (_error, _input, context) => {
      queryClient.setQueryData(key, context?.previous);
      onError();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
