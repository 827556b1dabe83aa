import { describe, expect, it } from 'vitest';
import { comingCardCount } from '../src/features/plans/utils/coming-cards.ts';
import {
  clearPlanFilters,
  DEFAULT_PLAN_LIST_PARAMS,
  hasActiveFilters,
  readPlanListParams,
  toPlanListQuery,
  writePlanListParams,
} from '../src/features/plans/utils/plan-list-search-params.ts';

describe('plan list URL params', () => {
  it('reads every filter, the sort and the view from a shared link', () => {
    // Prepare
    const search = new URLSearchParams('q=villa&type=bungalow&bedrooms=3&price=mid&sort=price-desc&view=list');

    // Act
    const params = readPlanListParams(search);

    // Assess
    expect(params).toEqual({
      q: 'villa',
      type: 'bungalow',
      bedrooms: '3',
      price: 'mid',
      sort: 'price-desc',
      view: 'list',
      plot: null,
    });
  });

  it('falls back to defaults for values the page does not offer', () => {
    // Prepare
    const search = new URLSearchParams('type=castle&bedrooms=9&price=cheap&sort=random&view=table');

    // Act
    const params = readPlanListParams(search);

    // Assess
    expect(params).toEqual(DEFAULT_PLAN_LIST_PARAMS);
  });

  it('keeps the plain list at a plain URL and round-trips a filtered one', () => {
    // Prepare
    const filtered = { ...DEFAULT_PLAN_LIST_PARAMS, q: ' tema ', type: 'villa' as const, sort: 'rating' as const };

    // Act
    const plain = writePlanListParams(DEFAULT_PLAN_LIST_PARAMS).toString();
    const written = writePlanListParams(filtered);

    // Assess
    expect(plain).toBe('');
    expect(written.toString()).toBe('q=tema&type=villa&sort=rating');
    expect(readPlanListParams(written)).toEqual({ ...filtered, q: 'tema' });
  });
});

describe('plan list API query', () => {
  it('maps the visible filters to the GET /api/plans parameters with a page of 12', () => {
    // Prepare
    const params = {
      ...DEFAULT_PLAN_LIST_PARAMS,
      q: 'ocean',
      type: 'townhouse' as const,
      bedrooms: '4' as const,
      price: 'high' as const,
    };

    // Act
    const query = toPlanListQuery(params);

    // Assess
    expect(query).toEqual({
      q: 'ocean',
      type: 'townhouse',
      minBedrooms: '4',
      priceBand: 'high',
      sort: 'featured',
      limit: '12',
    });
  });

  it('sends no filter parameters when none are chosen', () => {
    // Act
    const query = toPlanListQuery({ ...DEFAULT_PLAN_LIST_PARAMS, sort: 'price-asc' });

    // Assess
    expect(query).toEqual({ sort: 'price-asc', limit: '12' });
  });
});

describe('Clear Filters', () => {
  it('resets search, type, bedrooms, price and the plot but keeps the sort order and view', () => {
    // Prepare
    const params = {
      q: 'villa',
      type: 'villa',
      bedrooms: '5',
      price: 'low',
      sort: 'price-desc',
      view: 'list',
      plot: { width: 70, depth: 100, unit: 'ft' },
    } as const;

    // Act
    const cleared = clearPlanFilters(params);

    // Assess
    expect(cleared).toEqual({
      q: '',
      type: '',
      bedrooms: '',
      price: '',
      sort: 'price-desc',
      view: 'list',
      plot: null,
    });
    expect(hasActiveFilters(params)).toBe(true);
    expect(hasActiveFilters(cleared)).toBe(false);
    expect(writePlanListParams(cleared).toString()).toBe('sort=price-desc&view=list');
  });
});

describe('cards the next page brings', () => {
  it('is a full page while more than a page is left, then what is left, never less than none', () => {
    expect(comingCardCount(12, 37, 12)).toBe(12);
    expect(comingCardCount(36, 37, 12)).toBe(1);
    expect(comingCardCount(37, 37, 12)).toBe(0);
    // A total read before plans were withdrawn can be below what has arrived.
    expect(comingCardCount(24, 20, 12)).toBe(0);
  });
});
