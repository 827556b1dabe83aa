import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { createReview } from '@shop/lambdas/domain/reviews/create-review';
import { incrementPlanDownloads, planCountersRepository } from '@shop/lambdas/repositories/plan-counters';
import { plansRepository } from '@shop/lambdas/repositories/plans-repository';
import { profilesRepository } from '@shop/lambdas/repositories/profiles-repository';
import { purchasesRepository } from '@shop/lambdas/repositories/purchases-repository';
import { reviewsRepository } from '@shop/lambdas/repositories/reviews-repository';
import type { PublicPlan } from '@shop/shared/plans/plan';
import { ReviewCreate } from '@shop/shared/storefront/reviews';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { destroyClients, type EmulatorClients, emulatorClients } from '../../local/emulators/emulator-clients.ts';
import { type Answer, type ApiCall, apiCaller, statusAndBody } from '../support/api-client.ts';
import { startTestStack, type TestStack } from '../support/test-stack.ts';

let shop: TestStack;
let clients: EmulatorClients;
const tokens: Record<'user' | 'admin' | 'super_admin', string> = { user: '', admin: '', super_admin: '' };

beforeAll(async () => {
  shop = await startTestStack('none');
  call = apiCaller(shop.api);
  const { urls } = shop.stack;
  clients = emulatorClients({ dynamodb: urls.dynamodb, s3: urls.s3, cognito: urls.cognito });
  for (const role of ['user', 'admin', 'super_admin'] as const) tokens[role] = await shop.signIn(role);
});

afterAll(async () => {
  if (clients) destroyClients(clients);
  await shop?.stop();
});

let call: ApiCall;
const api = (method: string, path: string, options: { token?: string; body?: unknown } = {}) =>
  call(method, path, options.token, options.body);

const item = async (pk: string, sk: string) =>
  (await clients.documents.send(new GetCommand({ TableName: shop.stack.tableName, Key: { pk, sk } }))).Item ?? {};

async function plansBy(sort: 'rating' | 'downloads', token?: string): Promise<PublicPlan[]> {
  const { body } = await api('GET', `/api/plans?sort=${sort}&limit=50`, { token });
  return body.plans as PublicPlan[];
}

function review(planId: string, overrides: Record<string, unknown> = {}) {
  return { plan_id: planId, rating: 5, title: 'Built it in Kpone', content: 'Every sheet was clear.', ...overrides };
}

/**
 * A plan of the test's own with one review by the buyer (rating 5), so a test reads only what it wrote; the plan
 * is removed again by `done`, leaving the catalogue as the other tests expect it.
 */
async function planWithOneReview() {
  const plan = await api('POST', '/api/plans', { token: tokens.admin, body: { title: 'A plan under review' } });
  const planId = plan.body.id as string;
  const created = await api('POST', '/api/reviews', { token: tokens.user, body: review(planId) });
  expect(created.status).toBe(201);
  const done = async () =>
    expect((await api('DELETE', `/api/plans/${planId}`, { token: tokens.admin })).status).toBe(200);
  return { planId, reviewId: created.body.id as string, done };
}

describe('reviews, votes and the plan rating on the offline stack', () => {
  it('a review updates the plan average and count, and Highest Rated re-sorts for real', async () => {
    // Prepare: the lowest-rated plan of the catalogue: one nobody has reviewed yet
    const before = await plansBy('rating');
    const lowest = before.at(-1) as PublicPlan;
    expect(lowest.rating_count).toBe(0);
    const planId = lowest.id;

    // Act
    const created = await api('POST', '/api/reviews', {
      token: tokens.user,
      body: review(planId, { user_id: 'not-me', content: '<script>alert(1)</script> solid plan' }),
    });
    const after = await plansBy('rating');
    const listed = await api('GET', `/api/reviews/${planId}`);

    // Assess
    expect(created.status).toBe(201);
    expect(created.body).not.toHaveProperty('user_id');
    const reviewId = created.body.id as string;
    expect(listed.body).toMatchObject({ rating_average: 5, rating_count: 1 });
    expect((listed.body.reviews as Record<string, unknown>[])[0]).toMatchObject({
      id: reviewId,
      content: '<script>alert(1)</script> solid plan',
      verified_purchase: false,
    });
    // From last to just below the plans rated higher (5.0 from more reviews ranks first).
    const above = before.filter((plan) => plan.rating_average === 5 && plan.rating_count > 1).length;
    expect(after.findIndex((plan) => plan.id === planId)).toBe(above);
    expect(after[above]).toMatchObject({ rating_average: 5, rating_count: 1 });
  });

  it('a second review of the same plan by the same user is a 409 and changes nothing', async () => {
    const { planId, done } = await planWithOneReview();

    const again = await api('POST', '/api/reviews', { token: tokens.user, body: review(planId, { rating: 1 }) });
    const listed = await api('GET', `/api/reviews/${planId}`);

    expect(statusAndBody(again)).toEqual({ status: 409, body: { message: 'You have already reviewed this plan' } });
    expect(listed.body).toMatchObject({ rating_average: 5, rating_count: 1 });
    await done();
  });

  it("a buyer's review is marked as a verified purchase, goes on top, and moves the average", async () => {
    // Prepare: the super admin bought this plan (the marker the payment completion writes)
    const { planId, reviewId, done } = await planWithOneReview();
    const sub = JSON.parse(Buffer.from(tokens.super_admin.split('.')[1] as string, 'base64url').toString()).sub;
    await purchasesRepository(clients.documents, shop.stack.tableName).recordPurchase(
      sub,
      planId,
      randomUUID(),
      new Date().toISOString(),
    );

    // Act
    const created = await api('POST', '/api/reviews', {
      token: tokens.super_admin,
      body: review(planId, { rating: 2 }),
    });
    const listed = await api('GET', `/api/reviews/${planId}`);

    // Assess
    expect(created.body.verified_purchase).toBe(true);
    expect(created.body.plan_rating).toEqual({ rating_average: 3.5, rating_count: 2 });
    expect(listed.body).toMatchObject({ rating_average: 3.5, rating_count: 2 });
    expect((listed.body.reviews as Record<string, unknown>[]).map((r) => r.id)).toEqual([created.body.id, reviewId]);
    await done();
  });

  it('votes are saved per user, can switch and be withdrawn, and the counts follow', async () => {
    const { planId, reviewId, done } = await planWithOneReview();
    const path = `/api/reviews/${planId}/${reviewId}/vote`;

    const first = await api('POST', path, { token: tokens.admin, body: { vote: 'helpful' } });
    const repeated = await api('POST', path, { token: tokens.admin, body: { vote: 'helpful' } });
    const other = await api('POST', path, { token: tokens.super_admin, body: { vote: 'helpful' } });
    const switched = await api('POST', path, { token: tokens.admin, body: { vote: 'unhelpful' } });
    const seenByAdmin = await api('GET', `/api/reviews/${planId}`, { token: tokens.admin });
    const withdrawn = await api('POST', path, { token: tokens.admin, body: { vote: null } });
    const missing = await api('POST', `/api/reviews/${planId}/no-such-review/vote`, {
      token: tokens.admin,
      body: { vote: 'helpful' },
    });

    expect(first.body).toMatchObject({ helpful_votes: 1, unhelpful_votes: 0, my_vote: 'helpful' });
    expect(repeated.body).toMatchObject({ helpful_votes: 1, unhelpful_votes: 0 });
    expect(other.body).toMatchObject({ helpful_votes: 2, unhelpful_votes: 0 });
    expect(switched.body).toMatchObject({ helpful_votes: 1, unhelpful_votes: 1, my_vote: 'unhelpful' });
    const mine = (seenByAdmin.body.reviews as Record<string, unknown>[]).find((r) => r.id === reviewId);
    expect(mine).toMatchObject({ helpful_votes: 1, unhelpful_votes: 1, my_vote: 'unhelpful' });
    expect(withdrawn.body).toMatchObject({ helpful_votes: 1, unhelpful_votes: 0, my_vote: null });
    expect(statusAndBody(missing)).toEqual({ status: 404, body: { message: 'Review not found' } });
    await done();
  });

  it('bad reviews get a 400 and store nothing', async () => {
    const { planId, done } = await planWithOneReview();
    for (const rating of [0, 6, 3.5, 'five']) {
      const refused = await api('POST', '/api/reviews', { token: tokens.admin, body: review(planId, { rating }) });
      expect(refused.status).toBe(400);
    }
    const listed = await api('GET', `/api/reviews/${planId}`);

    expect(listed.body.rating_count).toBe(1);
    await done();
  });
});

describe('the plan rating under concurrent reviews', () => {
  it('counts every one of 20 reviews written at once, whatever order their recounts land in', async () => {
    // Prepare: a plan nobody reviewed yet in this run, and 20 different authors
    const plans = await plansBy('rating');
    const plan = plans.find((candidate) => candidate.rating_count === 0) as PublicPlan;
    const db = clients.documents;
    const table = shop.stack.tableName;
    const deps = {
      plans: plansRepository(db, table),
      reviews: reviewsRepository(db, table),
      counters: planCountersRepository(db, table),
      profiles: profilesRepository(db, table),
      purchases: purchasesRepository(db, table),
    };
    const ratings = Array.from({ length: 20 }, (_, index) => (index % 5) + 1);

    // Act
    await Promise.all(
      ratings.map((rating, index) =>
        createReview(deps, ReviewCreate.parse(review(plan.id, { rating })), { sub: `concurrent-${index}`, groups: [] }),
      ),
    );
    const listed = await api('GET', `/api/reviews/${plan.id}?limit=50`);

    // Assess: 20 reviews, average 3 (four each of 1..5)
    expect(listed.body).toMatchObject({ rating_count: 20, rating_average: 3 });
    expect((listed.body.reviews as unknown[]).length).toBe(20);
  });
});

describe('the downloads counter', () => {
  it('counts concurrent completions all, and Most Downloaded follows', async () => {
    // Prepare: the least-downloaded plan and the one just above it
    const before = await plansBy('downloads');
    const least = before.at(-1) as PublicPlan;
    const above = before.at(-2) as PublicPlan;
    const completions = Math.max(20, above.downloads - least.downloads + 1);

    // Act: that many orders completing at once
    await Promise.all(
      Array.from({ length: completions }, () =>
        incrementPlanDownloads(least.id, clients.documents, shop.stack.tableName),
      ),
    );
    // Read signed in: the counter was written straight to the table (no route ran to invalidate the edge), and
    // the edge keeps an anonymous list for up to a minute; a signed-in list is never cached.
    const after = await plansBy('downloads', tokens.user);

    // Assess: every completion counted, and the plan now sorts above the one that led it
    const ids = after.map((plan) => plan.id);
    expect(after.find((plan) => plan.id === least.id)?.downloads).toBe(least.downloads + completions);
    expect(ids.indexOf(least.id)).toBeLessThan(ids.indexOf(above.id));
  });
});

describe('favorites on the offline stack', () => {
  it('adding twice keeps one favorite, removing an absent one is harmless, a missing plan is 404', async () => {
    const [plan] = await plansBy('rating');
    const planId = (plan as PublicPlan).id;

    const first = await api('POST', '/api/favorites', { token: tokens.user, body: { planId } });
    const second = await api('POST', '/api/favorites', { token: tokens.user, body: { planId } });
    const listed = await api('GET', '/api/favorites', { token: tokens.user });
    const othersList = await api('GET', '/api/favorites', { token: tokens.admin });
    const removed = await api('DELETE', '/api/favorites', { token: tokens.user, body: { planId } });
    const removedAgain = await api('DELETE', '/api/favorites', { token: tokens.user, body: { planId } });
    const empty = await api('GET', '/api/favorites', { token: tokens.user });
    const missing = await api('POST', '/api/favorites', { token: tokens.user, body: { planId: 'no-such-plan' } });

    expect(first.status).toBe(200);
    expect(second.body.created_at).toBe(first.body.created_at);
    expect((listed.body.favorites as Record<string, unknown>[]).map((f) => f.plan_id)).toEqual([planId]);
    expect(othersList.body.favorites).toEqual([]);
    expect(removed.body).toEqual({ plan_id: planId, saved: false });
    expect(removedAgain.status).toBe(200);
    expect(empty.body.favorites).toEqual([]);
    expect(statusAndBody(missing)).toEqual({ status: 404, body: { message: 'Plan not found' } });
  });
});

describe('ads and their counters on the offline stack', () => {
  it('serves the seeded live banners for /plans by position, and refuses an unknown position', async () => {
    const top = await api('GET', '/api/ads?position=top&type=banner&page=plans&is_active=true');
    const bottom = await api('GET', '/api/ads?position=bottom&page=plans');
    const unknown = await api('GET', '/api/ads?position=middle');

    expect((top.body.ads as unknown[]).length).toBe(2);
    // The ended Christmas offer is active but out of its schedule: never served.
    expect((bottom.body.ads as Record<string, unknown>[]).map((ad) => ad.id)).toEqual(['ad-site-visit-bottom']);
    expect(unknown.status).toBe(400);
  });

  it('counts 50 concurrent impressions of different page loads all, and one page load once', async () => {
    const adId = 'ad-site-visit-bottom';
    const before = Number((await item(`AD#${adId}`, 'AD')).impressions ?? 0);
    const pageLoad = randomUUID();

    const distinct = await Promise.all(
      Array.from({ length: 50 }, () =>
        api('POST', `/api/ads/${adId}/impression`, { body: { pageLoadId: randomUUID() } }),
      ),
    );
    const repeated = await Promise.all(
      Array.from({ length: 5 }, () => api('POST', `/api/ads/${adId}/impression`, { body: { pageLoadId: pageLoad } })),
    );
    const click = await api('POST', `/api/ads/${adId}/click`);
    const after = await item(`AD#${adId}`, 'AD');

    expect(distinct.every((answer) => answer.status === 200 && answer.body.counted === true)).toBe(true);
    expect(repeated.filter((answer) => answer.body.counted === true)).toHaveLength(1);
    expect(Number(after.impressions)).toBe(before + 51);
    expect(Number(after.clicks)).toBe(1);
    expect(click.body).toEqual({ counted: true });
  });

  it('answers 429 once a client sends more ad events than the limit, and stops counting', async () => {
    const adId = 'ad-design-service-top';
    let refused: Answer | undefined;
    for (let sent = 0; sent < 300 && !refused; sent += 10) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          api('POST', `/api/ads/${adId}/impression`, { body: { pageLoadId: randomUUID() } }),
        ),
      );
      refused = answers.find((answer) => answer.status === 429);
    }
    const counted = Number((await item(`AD#${adId}`, 'AD')).impressions);
    const later = await api('POST', `/api/ads/${adId}/impression`, { body: { pageLoadId: randomUUID() } });

    expect(refused?.body.message).toMatch(
      /^Too many ad events from this address\. Please try again in \d+ (second|minute|hour)s?\.$/,
    );
    expect(later.status).toBe(429);
    expect(Number((await item(`AD#${adId}`, 'AD')).impressions)).toBe(counted);
  });
});
