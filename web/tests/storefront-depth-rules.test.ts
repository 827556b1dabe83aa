import type { PublicAd } from '@shop/shared/storefront/ads';
import type { Review } from '@shop/shared/storefront/reviews';
import { describe, expect, it } from 'vitest';
import { newPageLoadId, pickAd } from '../src/features/ads/utils/pick-ad.ts';
import { addToComparison, removeFromComparison } from '../src/features/compare/utils/compare-selection.ts';
import { devtoolsLikelyOpen, isScreenshotShortcut } from '../src/features/content-protection/utils/protection-rules.ts';
import { withFavorite, withoutFavorite } from '../src/features/favorites/api/toggle-favorite.ts';
import {
  favoriteStats,
  favoritesShareText,
  filterFavorites,
  NO_FAVORITE_FILTERS,
} from '../src/features/favorites/utils/filter-favorites.ts';
import { withNewReview, withVoteResult } from '../src/features/reviews/utils/review-cache.ts';
import { reviewErrorText } from '../src/features/reviews/utils/review-error.ts';
import { ApiError } from '../src/lib/api-client.ts';
import { makePlan } from '../src/testing/plan-fixtures.ts';
import { shownCompareFigures } from './support/compare-figures.ts';

describe('the comparison selection', () => {
  const plans = ['a', 'b', 'c', 'd', 'e'].map((id) => makePlan({ id }));

  it('adds up to four plans and refuses a fifth with the message naming the limit', () => {
    // Prepare
    let selection = plans.slice(0, 4);

    // Act
    const result = addToComparison(selection, plans[4] ?? makePlan());
    selection = result.selection;

    // Assess
    expect(result).toMatchObject({ ok: false, message: 'You can compare up to 4 plans at once' });
    expect(selection.map((plan) => plan.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('never adds the same plan twice, and removes by id', () => {
    // Act
    const again = addToComparison([makePlan({ id: 'a' })], makePlan({ id: 'a' }));
    const removed = removeFromComparison(plans.slice(0, 3), 'b');

    // Assess
    expect(again.selection).toHaveLength(1);
    expect(removed.map((plan) => plan.id)).toEqual(['a', 'c']);
  });

  it('compares prices in cedis and dollars, area, rating and downloads', () => {
    // Act
    const shown = shownCompareFigures();

    // Assess
    expect(shown).toEqual(['₵2,000 ($134.00)', '1,250.5 sq m', '4.3 / 5 (4 reviews)', '1,234']);
  });
});

describe('favorites page filters', () => {
  const saved = [
    { created_at: '', plan: makePlan({ id: 'v', title: 'Ocean Villa', plan_type: 'villa', standard_price: 2900 }) },
    {
      created_at: '',
      plan: makePlan({ id: 'b', title: 'Garden Bungalow', plan_type: 'bungalow', standard_price: 3000 }),
    },
    {
      created_at: '',
      plan: makePlan({ id: 't', title: 'City Townhouse', plan_type: 'townhouse', standard_price: 4501 }),
    },
  ];

  it('bands on the standard price: under 3,000, 3,000 to 4,500, over 4,500', () => {
    // Act
    const ids = (price: 'under-3000' | '3000-4500' | 'over-4500') =>
      filterFavorites(saved, { ...NO_FAVORITE_FILTERS, price }).map(({ plan }) => plan.id);

    // Assess
    expect([ids('under-3000'), ids('3000-4500'), ids('over-4500')]).toEqual([['v'], ['b'], ['t']]);
  });

  it('searches case-insensitively and filters by type', () => {
    // Act
    const bySearch = filterFavorites(saved, { ...NO_FAVORITE_FILTERS, search: 'garden' });
    const byType = filterFavorites(saved, { ...NO_FAVORITE_FILTERS, type: 'villa' });

    // Assess
    expect(bySearch.map(({ plan }) => plan.id)).toEqual(['b']);
    expect(byType.map(({ plan }) => plan.id)).toEqual(['v']);
  });

  it('counts the stat cards and shares one link per plan', () => {
    // Act
    const stats = favoriteStats(saved);
    const text = favoritesShareText(saved.slice(0, 2), 'https://shop.example');

    // Assess
    expect(stats).toEqual({ total: 3, villas: 1, bungalows: 1, townhouses: 1 });
    expect(text).toBe('Ocean Villa: https://shop.example/plans/v\nGarden Bungalow: https://shop.example/plans/b');
  });
});

describe('ads on the page', () => {
  const ad = (overrides: Partial<PublicAd>): PublicAd => ({
    id: 'ad-1',
    title: 'Roofing sale',
    description: '',
    content: '',
    type: 'banner',
    position: 'top',
    image_url: '',
    link_url: 'example.com',
    target_page: 'plans',
    is_active: true,
    priority: 0,
    start_date: null,
    end_date: null,
    created_at: '',
    updated_at: '',
    ...overrides,
  });
  const now = new Date('2026-06-15T12:00:00Z');

  it('picks only a live ad for the slot, at random among them', () => {
    // Prepare
    const ads = [
      ad({ id: 'bottom', position: 'bottom' }),
      ad({ id: 'expired', end_date: '2026-06-01' }),
      ad({ id: 'live-1' }),
      ad({ id: 'live-2', start_date: '2026-06-01' }),
    ];

    // Act
    const first = pickAd(ads, 'top', now, () => 0);
    const last = pickAd(ads, 'top', now, () => 0.99);
    const none = pickAd([ad({ id: 'later', start_date: '2026-07-01' })], 'top', now);

    // Assess
    expect([first?.id, last?.id, none]).toEqual(['live-1', 'live-2', null]);
  });

  it('makes a UUID per page load, even without crypto.randomUUID', () => {
    // Act
    const id = newPageLoadId({ getRandomValues: (bytes) => crypto.getRandomValues(bytes) });

    // Assess
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('content protection rules', () => {
  const key = (key: string, mods: Partial<{ metaKey: boolean; shiftKey: boolean; ctrlKey: boolean }> = {}) => ({
    key,
    metaKey: false,
    shiftKey: false,
    ctrlKey: false,
    ...mods,
  });

  it('recognises screenshot shortcuts and leaves ordinary keys alone', () => {
    // Act
    const shots = [
      key('PrintScreen'),
      key('4', { metaKey: true, shiftKey: true }),
      key('S', { metaKey: true, shiftKey: true }),
    ];
    const ordinary = [
      key('Tab'),
      key('ArrowRight'),
      key('4', { shiftKey: true }),
      key('s', { ctrlKey: true }),
      key('Enter'),
    ];

    // Assess
    expect(shots.map(isScreenshotShortcut)).toEqual([true, true, true]);
    expect(ordinary.map(isScreenshotShortcut)).toEqual([false, false, false, false, false]);
  });

  it('guesses developer tools past a 160 px gap on one side, and never without window sizes', () => {
    // Act
    const dockedRight = devtoolsLikelyOpen({ outerWidth: 1400, innerWidth: 1200, outerHeight: 900, innerHeight: 820 });
    const dockedBelow = devtoolsLikelyOpen({ outerWidth: 1280, innerWidth: 1280, outerHeight: 900, innerHeight: 500 });
    const normal = devtoolsLikelyOpen({ outerWidth: 1280, innerWidth: 1280, outerHeight: 900, innerHeight: 780 });
    const unknown = devtoolsLikelyOpen({ outerWidth: 0, innerWidth: 1280, outerHeight: 0, innerHeight: 800 });

    // Assess
    expect([dockedRight, dockedBelow, normal, unknown]).toEqual([true, true, false, false]);
  });

  it('never mistakes browser zoom for developer tools', () => {
    // Prepare: a 1280 x 900 window with 80 px of browser bars, zoomed to 150 %.
    const zoomed = { outerWidth: 1280, innerWidth: 853, outerHeight: 900, innerHeight: 547 };

    // Act
    const guessed = devtoolsLikelyOpen(zoomed);

    // Assess
    expect(guessed).toBe(false);
  });
});

describe('the reviews cache', () => {
  const review = (id: string, rating: number): Review => ({
    id,
    plan_id: 'p1',
    rating,
    title: 't',
    content: 'c',
    created_at: '',
    helpful_votes: 0,
    unhelpful_votes: 0,
    verified_purchase: false,
    user: { name: 'Ama', avatar_url: '' },
    mine: false,
    my_vote: null,
  });

  it('puts a new review on top and takes it into the average', () => {
    // Prepare
    const data = {
      pages: [{ reviews: [review('old', 4)], nextCursor: null, rating_average: 4, rating_count: 1 }],
      pageParams: [''],
    };

    // Act
    const next = withNewReview(data, review('new', 1));

    // Assess
    expect(next?.pages[0]?.reviews.map((item) => item.id)).toEqual(['new', 'old']);
    expect(next?.pages[0]).toMatchObject({ rating_average: 2.5, rating_count: 2 });
  });

  it('applies the counts and own vote the server answered with', () => {
    // Prepare
    const data = {
      pages: [{ reviews: [review('r1', 5)], nextCursor: null, rating_average: 5, rating_count: 1 }],
      pageParams: [''],
    };

    // Act
    const next = withVoteResult(data, { id: 'r1', helpful_votes: 3, unhelpful_votes: 1, my_vote: 'helpful' });

    // Assess
    expect(next?.pages[0]?.reviews[0]).toMatchObject({ helpful_votes: 3, unhelpful_votes: 1, my_vote: 'helpful' });
  });
});

describe('review and favorite updates', () => {
  it('shows the server words for a duplicate or a refused field, and the own failure text of the form for anything else', () => {
    // Act
    const texts = [
      reviewErrorText(new ApiError(409, 'You have already reviewed this plan')),
      reviewErrorText(new ApiError(400, 'Invalid request', { title: 'Title is required' })),
      reviewErrorText(new ApiError(500, 'Request failed (500)')),
      reviewErrorText(new TypeError('Failed to fetch')),
    ];

    // Assess
    expect(texts).toEqual([
      'You have already reviewed this plan',
      'Title is required',
      'Failed to submit review. Please try again.',
      'Failed to submit review. Please try again.',
    ]);
  });

  it('puts a newly saved plan first, never twice, and removes by plan id', () => {
    // Prepare
    const older = { id: 'a', plan_id: 'a', created_at: '2026-01-01', plan: makePlan({ id: 'a' }) };

    // Act
    const added = withFavorite([older], makePlan({ id: 'b' }), '2026-02-02');
    const again = withFavorite(added, makePlan({ id: 'b' }), '2026-03-03');
    const removed = withoutFavorite(again, 'a');

    // Assess
    expect(added.map((favorite) => favorite.plan_id)).toEqual(['b', 'a']);
    expect(again).toBe(added);
    expect(removed.map((favorite) => favorite.plan_id)).toEqual(['b']);
  });
});
