import { describe, expect, it } from 'vitest';
import { adLinkHref, clickThroughRate, isAdLive } from '../src/storefront/ad-display.ts';
import { AdCreate, AdUpdate } from '../src/storefront/ad-writes.ts';
import { AdListQuery } from '../src/storefront/ads.ts';
import { FavoriteRequest } from '../src/storefront/favorites.ts';
import { ReviewCreate, ReviewVoteRequest } from '../src/storefront/reviews.ts';

const schedule = (start_date: string | null, end_date: string | null, is_active = true) => ({
  is_active,
  start_date,
  end_date,
});

describe('isAdLive: shown only while active and inside its schedule', () => {
  const now = new Date('2026-11-22T12:00:00.000Z');

  it.each([
    ['no dates', schedule(null, null), true],
    ['started, no end', schedule('2026-11-01', null), true],
    ['ends later today (a date-only end lasts its whole day)', schedule(null, '2026-11-22'), true],
    ['ended yesterday', schedule(null, '2026-11-21'), false],
    ['starts tomorrow', schedule('2026-11-23', null), false],
    ['starts at a time later today', schedule('2026-11-22T13:00:00.000Z', null), false],
    ['inactive though in schedule', schedule(null, null, false), false],
  ])('%s -> %s', (_case, ad, live) => {
    expect(isAdLive(ad, now)).toBe(live);
  });
});

describe('adLinkHref', () => {
  it.each([
    ['example.com/offer', 'https://example.com/offer'],
    ['http://example.com', 'http://example.com'],
    ['HTTPS://example.com', 'HTTPS://example.com'],
    ['/services', '/services'],
    ['//cdn.example.com/x', 'https://cdn.example.com/x'],
    ['  ', ''],
  ])('%j -> %j', (link, href) => {
    expect(adLinkHref(link)).toBe(href);
  });
});

describe('clickThroughRate', () => {
  it('is clicks per impression in percent with 2 decimals, 0 without impressions', () => {
    expect(clickThroughRate({ impressions: 3, clicks: 1 })).toBe(33.33);
    expect(clickThroughRate({ impressions: 0, clicks: 4 })).toBe(0);
  });
});

describe('ad schemas', () => {
  it('fills defaults on create and accepts empty dates as no bound', () => {
    const ad = AdCreate.parse({ title: ' Banner ', end_date: '' });

    expect(ad).toMatchObject({ title: 'Banner', type: 'banner', position: 'top', target_page: 'all', priority: 0 });
    expect(ad.start_date).toBeNull();
  });

  it.each([
    [{ title: '' }, 'Title is required'],
    [{ title: 'x', priority: 101 }, 'Priority must be a whole number from 0 to 100'],
    [{ title: 'x', priority: 2.5 }, 'Priority must be a whole number from 0 to 100'],
    [{ title: 'x', start_date: 'soon' }, 'start_date must be a date like 2026-12-31 or null'],
    [{ title: 'x', colour: 'red' }, 'Unknown field: colour'],
  ])('refuses %j with a message a person can act on', (input, message) => {
    const result = AdCreate.safeParse(input);

    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('lets the status switch send only is_active', () => {
    expect(AdUpdate.parse({ is_active: false })).toEqual({ is_active: false });
  });

  it('names the allowed positions for an unknown one', () => {
    const result = AdListQuery.safeParse({ position: 'middle' });

    expect(result.error?.issues[0]?.message).toBe('position must be one of: top, bottom, sidebar, between_plans');
  });
});

describe('review and favorite schemas', () => {
  it('keeps review text as typed (trimmed), HTML included, and ignores user_id', () => {
    const review = ReviewCreate.parse({
      plan_id: 'villa-01',
      user_id: 'someone',
      rating: 5,
      title: ' <b>Great</b> ',
      content: '<script>x</script>',
    });

    expect(review).toMatchObject({ title: '<b>Great</b>', content: '<script>x</script>' });
  });

  it('accepts a vote, a switch and a withdrawal (null) only', () => {
    expect(ReviewVoteRequest.safeParse({ vote: 'unhelpful' }).success).toBe(true);
    expect(ReviewVoteRequest.safeParse({ vote: null }).success).toBe(true);
    expect(ReviewVoteRequest.safeParse({ vote: 'love' }).success).toBe(false);
  });

  it("accepts the storefront's favorite body with userId, and needs planId", () => {
    expect(FavoriteRequest.parse({ userId: 'u', planId: 'villa-01' }).planId).toBe('villa-01');
    expect(FavoriteRequest.safeParse({ userId: 'u' }).error?.issues[0]?.message).toBe('planId is required');
  });
});
