import type { PublicPlan } from '@shop/shared/plans/plan';
import { shownRating } from '@shop/shared/plans/shown-rating';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from '../support/api-client.ts';
import { startTestStack, type TestStack } from '../support/test-stack.ts';

let shop: TestStack;

beforeAll(async () => {
  shop = await startTestStack();
});

afterAll(async () => {
  await shop?.stop();
});

interface ListBody {
  plans: PublicPlan[];
  nextCursor: string | null;
  total?: number;
  featuredTotal?: number;
  message?: string;
  fields?: Record<string, string>;
}

/** A GET that must answer JSON, whatever its status. */
async function get(path: string, token?: string) {
  const answer = await apiCaller(shop.api)<ListBody & Record<string, unknown>>('GET', path, token);
  expect(answer.headers.get('content-type')).toContain('application/json');
  return answer;
}

/** Follows Load More to the end, as the plan list does. */
async function allPages(query: string): Promise<PublicPlan[]> {
  const plans: PublicPlan[] = [];
  let cursor: string | null = null;
  do {
    const suffix: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const { status, body } = await get(`/api/plans?${query}${suffix}`);
    expect(status).toBe(200);
    plans.push(...body.plans);
    cursor = body.nextCursor;
  } while (cursor);
  return plans;
}

describe('the catalogue over HTTP on the offline stack', () => {
  it('lists active plans only, with counts, and pages through all of them without repeats', async () => {
    const first = await get('/api/plans?limit=5');
    const everything = await allPages('limit=5');

    expect(first.status).toBe(200);
    expect(first.body.total).toBeGreaterThanOrEqual(19);
    expect(everything).toHaveLength(first.body.total as number);
    expect(new Set(everything.map((p) => p.id)).size).toBe(everything.length);
    expect(everything.every((p) => p.status === 'active')).toBe(true);
    expect(first.body.featuredTotal).toBe(everything.filter((p) => p.featured).length);
  });

  it('never sends plan file paths to the public', async () => {
    const response = await fetch(`${shop.api}/api/plans?limit=50`);
    const text = await response.text();

    expect(text).not.toContain('plan_files');
    expect(text).not.toMatch(/plans\/[^"]+\/(basic|standard|premium)\//);
  });

  it('puts featured plans first', async () => {
    const plans = await allPages('sort=featured&limit=50');
    const firstOther = plans.findIndex((p) => !p.featured);

    expect(firstOther).toBeGreaterThan(0);
    expect(plans.slice(firstOther).some((p) => p.featured)).toBe(false);
  });

  it.each([
    ['price-asc', (a: PublicPlan, b: PublicPlan) => a.basic_price - b.basic_price],
    ['price-desc', (a: PublicPlan, b: PublicPlan) => b.basic_price - a.basic_price],
    // By the rating as shown (one decimal), then by the number of reviews.
    [
      'rating',
      (a: PublicPlan, b: PublicPlan) =>
        shownRating(b.rating_average) - shownRating(a.rating_average) || b.rating_count - a.rating_count,
    ],
    ['downloads', (a: PublicPlan, b: PublicPlan) => b.downloads - a.downloads],
  ])('really sorts by %s across pages', async (sort, order) => {
    const plans = await allPages(`sort=${sort}&limit=7`);

    expect(plans.length).toBeGreaterThan(7);
    // Ties may come in any order; the sort values themselves must be in order.
    for (let i = 1; i < plans.length; i++) expect(order(plans[i - 1], plans[i])).toBeLessThanOrEqual(0);
  });

  it('combines type, bedrooms, price band and text filters', async () => {
    const villas = await allPages('type=villa&minBedrooms=3&limit=50');
    const mid = await allPages('priceBand=mid&limit=50');
    const all = await allPages('limit=50');
    const word = all[0].title.split(' ').at(-1)?.toUpperCase() ?? '';
    const byText = await allPages(`q=${encodeURIComponent(word)}&limit=50`);

    expect(villas.length).toBeGreaterThan(0);
    expect(villas.every((p) => p.plan_type === 'villa' && p.bedrooms >= 3)).toBe(true);
    expect(mid.length).toBeGreaterThan(0);
    expect(mid.every((p) => p.basic_price >= 2000 && p.basic_price <= 3500)).toBe(true);
    expect(byText.map((p) => p.id)).toContain(all[0].id);
    const lower = word.toLowerCase();
    expect(byText.every((p) => `${p.title} ${p.description}`.toLowerCase().includes(lower))).toBe(true);
  });

  it('serves one plan, and 404s for missing or inactive plans', async () => {
    const [plan] = (await get('/api/plans?limit=1')).body.plans;
    const one = await get(`/api/plans/${plan.id}`);
    const missing = await get('/api/plans/no-such-plan');

    expect(one.status).toBe(200);
    expect(one.body.title).toBe(plan.title);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Plan not found' });
  });

  it('shows drafts and inactive plans to staff only', async () => {
    const visitor = await get('/api/plans?status=draft');
    const buyer = await get('/api/plans?status=draft', await shop.signIn('user'));
    const adminToken = await shop.signIn('admin');
    const admin = await get('/api/plans?status=draft', adminToken);
    const inactive = await get('/api/plans?status=inactive', adminToken);
    const hidden = await get(`/api/plans/${inactive.body.plans[0]?.id}`);

    expect(visitor.status).toBe(401);
    expect(buyer.status).toBe(403);
    expect(admin.status).toBe(200);
    expect(admin.body.plans.length).toBeGreaterThan(0);
    expect(admin.body.plans.every((p) => p.status === 'draft')).toBe(true);
    expect(inactive.body.plans.length).toBeGreaterThan(0);
    expect(hidden.status).toBe(404);
  });

  it('explains bad parameters with 400 and unknown routes with 404 JSON', async () => {
    const bad = await get('/api/plans?sort=cheapest');
    const unknown = await get('/api/nothing-here');

    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('sort must be one of: featured, price-asc, price-desc, rating, downloads');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBeTruthy();
  });
});
