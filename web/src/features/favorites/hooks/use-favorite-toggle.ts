import type { PublicPlan } from '@shop/shared/plans/plan';
import { FAVORITE_FAILURE_TEXT, FAVORITE_LOGIN_TEXT } from '@shop/shared/storefront/favorites';
import { useCallback } from 'react';
import { useToast } from '../../../components/ui/toast.tsx';
import { useAuth } from '../../../lib/auth-context.tsx';
import { useFavorites } from '../api/get-favorites.ts';
import { useToggleFavorite } from '../api/toggle-favorite.ts';

/** Whether each plan is saved, and the Save/Saved action with the shop's texts for visitors (sign in first) and failures. */
export function useFavoriteToggle() {
  const { status, user } = useAuth();
  const showToast = useToast();
  const favorites = useFavorites();
  const mutation = useToggleFavorite(user?.id ?? '', () => showToast(FAVORITE_FAILURE_TEXT));
  const saved = new Set((favorites.data ?? []).map((favorite) => favorite.plan_id));
  const { mutate } = mutation;

  const toggle = useCallback(
    (plan: PublicPlan, isSaved: boolean) => {
      // While a saved session is still being restored, the person may well be signed in: wait rather than nag.
      if (status === 'loading') return;
      if (status !== 'signed-in') {
        showToast(FAVORITE_LOGIN_TEXT);
        return;
      }
      mutate({ plan, saved: isSaved });
    },
    [status, mutate, showToast],
  );

  return { isSaved: (planId: string) => saved.has(planId), toggle, signedIn: status === 'signed-in' };
}
