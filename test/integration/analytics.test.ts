import type { AdminAnalytics } from '@shop/shared/admin/analytics';
import type { Package } from '@shop/shared/plans/plan';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiCall, apiCaller } from '../support/api-client.ts';
import { standIn } from '../support/paystack-stand-in.ts';
import { startTestStack, type TestStack } from '../support/test-stack.ts';

let shop: TestStack;
let buyerToken = '';
let adminToken = '';
let call: ApiCall;

interface CataloguePlan {
  id: string;
  title: string;
  basic_price: number;
  premium_price: number;
}

/** Buys a plan through the Paystack stand-in by card and confirms it with the verify call, as the browser does. */
async function buy(plan: CataloguePlan, packageType: Package): Promise<string> {
  const started = await call<{ orderId: string; reference: string }>('POST', '/api/payments/initialize', buyerToken, {
    email: 'buyer@example.com',
    amount: 1,
    planId: plan.id,
    planTitle: plan.title,
    packageType,
  });
  expect(started.status).toBe(200);
  const settled = await standIn(shop, `/__test/transactions/${started.body.reference}/settle`, {
    outcome: 'success',
    channel: 'card',
  });
  expect(settled.status).toBe(200);
  const verified = await call<{ success: boolean }>(
    'GET',
    `/api/payments/verify/${started.body.reference}`,
    buyerToken,
  );
  expect(verified.body.success).toBe(true);
  // Verifying again (the webhook or a reload) must not count the sale twice.
  await call('GET', `/api/payments/verify/${started.body.reference}`, buyerToken);
  return started.body.orderId;
}

beforeAll(async () => {
  shop = await startTestStack('none');
  call = apiCaller(shop.api);
  buyerToken = await shop.signIn('user');
  adminToken = await shop.signIn('admin');
});

afterAll(async () => {
  await shop?.stop();
});

describe('GET /api/analytics on the offline stack', () => {
  it('reports two purchases: revenue, orders, packages, top plans and the activity', async () => {
    // Prepare: a fresh stack has the seeded past sales (all older than 14 days) and nothing recent.
    const before = await call<AdminAnalytics>('GET', '/api/analytics?period=7d', adminToken);
    expect(before.status).toBe(200);
    expect(before.body.periodTotals).toMatchObject({ orders: 0, revenue: 0 });
    const list = await call<{ plans: CataloguePlan[] }>('GET', '/api/plans?limit=2');
    const [first, second] = list.body.plans;
    if (!first || !second) throw new Error('the seed has fewer than two plans');

    // Act
    const premiumOrder = await buy(first, 'premium');
    await buy(second, 'basic');
    const after = await call<AdminAnalytics>('GET', '/api/analytics?period=7d', adminToken);

    // Assess
    expect(after.status).toBe(200);
    const revenue = Math.round((first.premium_price + second.basic_price) * 100) / 100;
    const data = after.body;
    expect(data.overview).toMatchObject({
      totalOrders: before.body.overview.totalOrders + 2,
      totalRevenue: Math.round((before.body.overview.totalRevenue + revenue) * 100) / 100,
    });
    expect(data.overview.totalUsers).toBeGreaterThanOrEqual(3);
    expect(data.overview.totalPlans).toBeGreaterThanOrEqual(2);
    expect(data.periodTotals).toMatchObject({ orders: 2, revenue });
    expect(data.growth.orders).toBeNull();
    const today = data.series[data.series.length - 1];
    expect(data.series).toHaveLength(7);
    expect(today).toMatchObject({ orders: 2, revenue });
    expect(data.byPackage).toEqual([
      { package: 'basic', orders: 1, revenue: second.basic_price },
      { package: 'standard', orders: 0, revenue: 0 },
      { package: 'premium', orders: 1, revenue: first.premium_price },
    ]);
    const expectedTop = [
      { planId: first.id, title: first.title, orders: 1, revenue: first.premium_price },
      { planId: second.id, title: second.title, orders: 1, revenue: second.basic_price },
    ].sort((a, b) => b.revenue - a.revenue);
    expect(data.topPlans).toEqual(expectedTop);
    // Newest first: the two sales just made, then the seeded past sales.
    const orderActivity = data.recentActivity.filter((item) => item.source === 'order');
    expect(orderActivity.slice(0, 2).every((item) => Date.parse(item.at) > Date.now() - 3_600_000)).toBe(true);
    expect(orderActivity.slice(2).every((item) => Date.parse(item.at) < Date.now() - 14 * 86_400_000)).toBe(true);
    expect(data.recentOrders.map((order) => order.id)).toContain(premiumOrder);
  });

  it('counts a file download in the shop-wide figure', async () => {
    const orders = await call<{ orders: { id: string; status: string }[] }>('GET', '/api/orders', buyerToken);
    const order = orders.body.orders.find((candidate) => candidate.status === 'completed');
    if (!order) throw new Error('no completed order');
    const before = await call<AdminAnalytics>('GET', '/api/analytics', adminToken);
    const info = await call<{ files: { path: string }[] }>('GET', `/api/downloads/${order.id}`, buyerToken);
    const path = info.body.files[0]?.path ?? '';

    const redirect = await call('GET', `/api/downloads/${order.id}/file?filePath=${path}`, buyerToken);
    const after = await call<AdminAnalytics>('GET', '/api/analytics', adminToken);

    expect(redirect.status).toBe(302);
    expect(after.body.overview.totalDownloads).toBe(before.body.overview.totalDownloads + 1);
    expect(after.body.periodTotals.downloads).toBe(before.body.periodTotals.downloads + 1);
  });

  it('refuses a buyer (403) and an unknown period (400)', async () => {
    const buyer = await call('GET', '/api/analytics', buyerToken);
    const period = await call('GET', '/api/analytics?period=forever', adminToken);

    expect(buyer.status).toBe(403);
    expect(period.status).toBe(400);
    expect(JSON.stringify(period.body)).toContain('period must be one of');
  });
});
