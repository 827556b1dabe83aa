import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema.ts';
import { PublicPlan } from '../plans/plan.ts';

/** Texts both sides show, so the page and the server's refusals say the same. */
export const FAVORITE_LOGIN_TEXT = 'Please log in to add favorites';
export const FAVORITE_FAILURE_TEXT = 'Failed to update favorite. Please try again.';
/** What /user/favorites says when a removal failed. */
export const FAVORITE_REMOVE_FAILURE_TEXT = 'Failed to remove favorite. Please try again.';

/**
 * POST and DELETE /api/favorites. The storefront also sends `userId`: it is accepted and ignored,
 * because a caller only ever saves and removes their own favorites.
 */
export const FavoriteRequest = lazySchema(() =>
  z.object({
    planId: z
      .string({ error: 'planId is required' })
      .check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'planId must be a plan id' })),
    userId: z.optional(z.unknown()),
  }),
);
export type FavoriteRequest = z.infer<typeof FavoriteRequest>;
export type FavoriteRequestInput = z.input<typeof FavoriteRequest>;

/** A saved plan: `id` equals `plan_id` (one favorite per plan and user); `created_at` is when it was saved. */
export const Favorite = lazySchema(() =>
  z.object({
    id: z.string(),
    plan_id: z.string(),
    created_at: z.string(),
    plan: PublicPlan,
  }),
);
export type Favorite = z.infer<typeof Favorite>;

/** The caller's favorites, newest first; plans no longer on sale are left out. */
export const FavoriteListResponse = lazySchema(() => z.object({ favorites: z.array(Favorite) }));
export type FavoriteListResponse = z.infer<typeof FavoriteListResponse>;

/** After DELETE: the plan is not (or no longer) saved. */
export const FavoriteRemoved = lazySchema(() => z.object({ plan_id: z.string(), saved: z.literal(false) }));
export type FavoriteRemoved = z.infer<typeof FavoriteRemoved>;
