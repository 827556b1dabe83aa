import { describe, expect, it } from 'vitest';
import type { Caller } from '../../../src/auth/caller.ts';
import { addFavorite } from '../../../src/domain/favorites/add-favorite.ts';
import { listFavorites } from '../../../src/domain/favorites/list-favorites.ts';
import { removeFavorite } from '../../../src/domain/favorites/remove-favorite.ts';
import { NotFoundError } from '../../../src/errors/domain-errors.ts';
import { favoritesFake } from '../../support/fakes/favorites-fake.ts';
import { plansFake } from '../../support/fakes/plans-fake.ts';
import { samplePlan } from '../../support/plan-items.ts';

/* A buyer's saved plans, checked on what their list then shows. */

const NOW = new Date('2026-11-22T08:00:00.000Z');
const BUYER: Caller = { sub: 'user-1', groups: [] };
const OTHER: Caller = { sub: 'user-2', groups: [] };

function setUp() {
  const plans = plansFake([
    samplePlan(),
    samplePlan({ id: 'bungalow-02', title: 'Bungalow', plan_type: 'bungalow' }),
    samplePlan({ id: 'gone-03', status: 'inactive' }),
  ]);
  const favorites = favoritesFake();
  const at = (iso: string) => ({ plans, favorites, now: () => new Date(iso) });
  return { plans, favorites, at, listDeps: { favorites, plansById: plans.byId } };
}

describe('addFavorite', () => {
  it("saves the plan in the caller's own list and returns it with the plan as the public sees it", async () => {
    const { favorites, plans, listDeps } = setUp();

    const saved = await addFavorite({ plans, favorites, now: () => NOW }, 'villa-01', BUYER);

    expect(saved).toMatchObject({ id: 'villa-01', plan_id: 'villa-01', created_at: NOW.toISOString() });
    expect(saved.plan).toMatchObject({ id: 'villa-01', title: '4-Bedroom Tema Villa' });
    expect(saved.plan).not.toHaveProperty('plan_files');
    expect((await listFavorites(listDeps, BUYER)).favorites.map((favorite) => favorite.plan_id)).toEqual(['villa-01']);
    expect((await listFavorites(listDeps, OTHER)).favorites).toEqual([]);
  });

  it('is harmless when the plan is already saved: the first date stays', async () => {
    const { at } = setUp();
    await addFavorite(at('2026-11-01T00:00:00.000Z'), 'villa-01', BUYER);

    const again = await addFavorite(at(NOW.toISOString()), 'villa-01', BUYER);

    expect(again.created_at).toBe('2026-11-01T00:00:00.000Z');
  });

  it.each([
    ['a missing plan', 'no-such-plan'],
    ['a plan not on sale', 'gone-03'],
  ])('answers 404 for %s and saves nothing', async (_case, planId) => {
    const { favorites, plans } = setUp();

    await expect(addFavorite({ plans, favorites, now: () => NOW }, planId, BUYER)).rejects.toThrow(
      new NotFoundError('Plan not found'),
    );
    expect(await favorites.list(BUYER.sub)).toEqual([]);
  });
});

describe('removeFavorite', () => {
  it("removes the plan from the caller's own list only, whether or not it was saved", async () => {
    const { at, favorites } = setUp();
    await addFavorite(at(NOW.toISOString()), 'villa-01', BUYER);
    await addFavorite(at(NOW.toISOString()), 'villa-01', OTHER);

    const removed = await removeFavorite(favorites, 'villa-01', BUYER);
    const again = await removeFavorite(favorites, 'villa-01', BUYER);

    expect(removed).toEqual({ plan_id: 'villa-01', saved: false });
    expect(again).toEqual({ plan_id: 'villa-01', saved: false });
    expect(await favorites.list(BUYER.sub)).toEqual([]);
    expect((await favorites.list(OTHER.sub)).map((favorite) => favorite.plan_id)).toEqual(['villa-01']);
  });
});

describe('listFavorites', () => {
  it("lists the caller's favorites newest first with their plans, leaving out plans no longer on sale", async () => {
    const { at, favorites, listDeps } = setUp();
    await addFavorite(at('2026-11-01T00:00:00.000Z'), 'villa-01', BUYER);
    await addFavorite(at('2026-11-10T00:00:00.000Z'), 'bungalow-02', BUYER);
    // Saved while it was on sale, taken off since: the favorite stays, the list leaves it out
    await favorites.add(BUYER.sub, 'gone-03', '2026-11-05T00:00:00.000Z');

    const { favorites: listed } = await listFavorites(listDeps, BUYER);

    expect(listed.map((favorite) => favorite.plan_id)).toEqual(['bungalow-02', 'villa-01']);
    expect(listed[0]?.plan.title).toBe('Bungalow');
    expect(listed[0]?.plan).not.toHaveProperty('plan_files');
    expect((await favorites.list(BUYER.sub)).map((favorite) => favorite.plan_id)).toContain('gone-03');
  });

  it('answers an empty list when nothing is saved', async () => {
    const { listDeps } = setUp();

    expect(await listFavorites(listDeps, BUYER)).toEqual({ favorites: [] });
  });
});
