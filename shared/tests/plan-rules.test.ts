import { describe, expect, it } from 'vitest';
import { normalizeGallery, normalizeImageUrl } from '../src/plans/normalize-image-url.ts';
import { priceBandOf } from '../src/plans/plan.ts';
import { PlanListQuery } from '../src/plans/plan-list-query.ts';

describe('price bands on the basic price', () => {
  it.each([
    [1999.99, 'low'],
    [2000, 'mid'],
    [3500, 'mid'],
    [3500.01, 'high'],
  ])('%s cedis is %s', (price, band) => {
    expect(priceBandOf(price)).toBe(band);
  });
});

describe('image address rules', () => {
  it('gives protocol-relative addresses https', () => {
    expect(normalizeImageUrl('//cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
  });

  it('replaces placeholder-service addresses and blanks by the logo', () => {
    expect(normalizeImageUrl('https://via.example.com/400x300?text=Villa')).toBe('/logo.svg');
    expect(normalizeImageUrl('   ')).toBe('/logo.svg');
    expect(normalizeImageUrl(null)).toBe('/logo.svg');
  });

  it('trims other addresses', () => {
    expect(normalizeImageUrl('  /images/plans/a/main.svg ')).toBe('/images/plans/a/main.svg');
  });

  it('reads galleries given as JSON text, and treats unreadable ones as empty', () => {
    expect(normalizeGallery('["/a.svg"," //x/b.png "]')).toEqual(['/a.svg', 'https://x/b.png']);
    expect(normalizeGallery('not json')).toEqual([]);
    expect(normalizeGallery({ a: 1 })).toEqual([]);
  });
});

describe('plan list query', () => {
  it('defaults to active plans, featured first, 12 a page', () => {
    expect(PlanListQuery.parse({})).toEqual({ status: 'active', sort: 'featured', limit: 12 });
  });

  it('turns numeric text into numbers', () => {
    expect(PlanListQuery.parse({ minBedrooms: '3', limit: '24' })).toMatchObject({ minBedrooms: 3, limit: 24 });
  });

  it('names the parameter and the allowed values when refusing', () => {
    const result = PlanListQuery.safeParse({ type: 'castle' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe(
      'type must be one of: villa, bungalow, townhouse, duplex, apartment, commercial',
    );
  });
});
