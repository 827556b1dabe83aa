import type { FavoritesRepository, StoredFavorite } from '../../../src/repositories/favorites-repository.ts';

/** Each user's saved plans in memory: a plan is saved once (the first date stays), removing is harmless. */
export function favoritesFake() {
  const byUser = new Map<string, Map<string, StoredFavorite>>();
  const saved = (sub: string) => {
    const own = byUser.get(sub) ?? new Map<string, StoredFavorite>();
    byUser.set(sub, own);
    return own;
  };
  return {
    async add(sub: string, planId: string, createdAt: string): Promise<StoredFavorite> {
      const own = saved(sub);
      const favorite = own.get(planId) ?? { plan_id: planId, created_at: createdAt };
      own.set(planId, favorite);
      return { ...favorite };
    },

    async remove(sub: string, planId: string): Promise<void> {
      saved(sub).delete(planId);
    },

    async list(sub: string): Promise<StoredFavorite[]> {
      return [...saved(sub).values()]
        .map((favorite) => ({ ...favorite }))
        .sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0));
    },
  } satisfies FavoritesRepository;
}
