import type { Ad } from '@shop/shared/storefront/ads';
import { describe, expect, it } from 'vitest';
import { adFormValues, adRequest, END_BEFORE_START_TEXT } from '../src/features/admin-ads/utils/ad-form.ts';
import { adStats, formatCtr, visibleAds } from '../src/features/admin-ads/utils/ad-list.ts';

const ad = (id: string, changes: Partial<Ad>): Ad => ({
  id,
  title: id,
  description: '',
  content: '',
  type: 'banner',
  position: 'top',
  image_url: '',
  link_url: '',
  target_page: 'all',
  is_active: true,
  priority: 0,
  start_date: null,
  end_date: null,
  impressions: 0,
  clicks: 0,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...changes,
});

describe('ads in the admin list', () => {
  it('shows the click-through rate with 2 decimals, 0.00% without impressions', () => {
    // Act / Assess
    expect(formatCtr({ impressions: 3, clicks: 1 })).toBe('33.33%');
    expect(formatCtr({ impressions: 200, clicks: 3 })).toBe('1.50%');
    expect(formatCtr({ impressions: 0, clicks: 0 })).toBe('0.00%');
  });

  it('adds up the stat cards', () => {
    // Act / Assess
    expect(
      adStats([ad('a', { impressions: 100, clicks: 4 }), ad('b', { is_active: false, impressions: 50, clicks: 1 })]),
    ).toEqual({ total: 2, active: 1, impressions: 150, clicks: 5 });
  });

  it('searches title, description and type, and filters by type and status', () => {
    // Prepare
    const ads = [
      ad('Harmattan sale', { description: 'Ten percent off villas' }),
      ad('Popup promo', { type: 'popup', is_active: false }),
      ad('Sidebar card', { type: 'sidebar' }),
    ];
    const ids = (list: Ad[]) => list.map((candidate) => candidate.id);

    // Act / Assess
    expect(ids(visibleAds(ads, { search: 'VILLAS', type: 'all', status: 'all' }))).toEqual(['Harmattan sale']);
    expect(ids(visibleAds(ads, { search: 'popup', type: 'all', status: 'all' }))).toEqual(['Popup promo']);
    expect(ids(visibleAds(ads, { search: '', type: 'sidebar', status: 'all' }))).toEqual(['Sidebar card']);
    expect(ids(visibleAds(ads, { search: '', type: 'all', status: 'inactive' }))).toEqual(['Popup promo']);
  });
});

describe('the Create Ad and Edit Ad form', () => {
  const valid = { ...adFormValues(), title: 'Harmattan sale' };

  it('sends empty dates as null and the priority as a number', () => {
    // Act
    const request = adRequest({ ...valid, priority: '40' });

    // Assess
    expect(request.ok && request.body).toMatchObject({
      start_date: null,
      end_date: null,
      priority: 40,
      is_active: true,
    });
  });

  it('requires a title', () => {
    // Act / Assess
    expect(adRequest({ ...valid, title: '' })).toEqual({ ok: false, errors: { title: 'Title is required' } });
  });

  it.each(['101', '-1', '2.5', ''])('refuses priority "%s"', (priority) => {
    // Act
    const request = adRequest({ ...valid, priority });

    // Assess
    expect(request.ok).toBe(false);
    expect(!request.ok && request.errors.priority).toMatch(/^Priority must be a whole number from 0 to 100/);
  });

  it('refuses an end date before the start date', () => {
    // Act / Assess
    expect(adRequest({ ...valid, start_date: '2026-12-10', end_date: '2026-12-01' })).toEqual({
      ok: false,
      errors: { end_date: END_BEFORE_START_TEXT },
    });
    expect(adRequest({ ...valid, start_date: '2026-12-01', end_date: '2026-12-01' }).ok).toBe(true);
  });

  it('fills Edit Ad from the stored ad, dates as days', () => {
    // Act
    const values = adFormValues(ad('x', { priority: 7, start_date: '2026-12-01T00:00:00.000Z', is_active: false }));

    // Assess
    expect(values).toMatchObject({ priority: '7', start_date: '2026-12-01', end_date: '', is_active: false });
  });
});

describe('the ad form URL fields', () => {
  const valid = { ...adFormValues(), title: 'Harmattan sale' };

  it('accepts an uploaded image, a web address, a site path or a bare domain as links', () => {
    // Act / Assess
    expect(adRequest({ ...valid, image_url: '/images/ads/a1/x.png', link_url: '/plans' }).ok).toBe(true);
    expect(adRequest({ ...valid, image_url: 'https://cdn.example.com/x.png', link_url: 'example.com' }).ok).toBe(true);
  });

  it('refuses a link that is not an address', () => {
    // Act
    const request = adRequest({ ...valid, link_url: 'not a link' });

    // Assess
    expect(!request.ok && request.errors.link_url).toBe(
      'Link URL must be a web address, e.g. https://example.com or /plans',
    );
  });
});
