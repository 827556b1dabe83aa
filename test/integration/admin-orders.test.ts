import type { AdminOrderListResponse } from '@shop/shared/admin/orders';
import type { Package } from '@shop/shared/plans/plan';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { byGatewayPrecedence } from '../../local/api-adapter.ts';
import { type ApiCall, apiCaller } from '../support/api-client.ts';
import { standIn } from '../support/paystack-stand-in.ts';
import { startTestStack, type TestStack } from '../support/test-stack.ts';

const OTHER_EMAIL = 'kwame.boateng@example.com';

let shop: TestStack;
let buyerToken = '';
let otherToken = '';
let adminToken = '';
let planId = '';
const placed: { orderId: string; reference: string; buyer: 'seeded' | 'other' }[] = [];

let call: ApiCall;

async function list(query: string): Promise<AdminOrderListResponse> {
  const response = await call<AdminOrderListResponse>('GET', `/api/admin/orders${query}`, adminToken);
  expect(response.status).toBe(200);
  return response.body;
}

/** A pending order through the real initialise route, as the checkout places it. */
async function placeOrder(token: string, email: string, packageType: Package) {
  const response = await call<{ orderId: string; reference: string }>('POST', '/api/payments/initialize', token, {
    email,
    planId,
    packageType,
  });
  expect(response.status).toBe(200);
  return response.body;
}

/** Pays an order on the Paystack stand-in and lets the shop verify it. */
async function pay(reference: string, token: string) {
  await standIn(shop, `/__test/transactions/${reference}/settle`, {
    outcome: 'success',
    channel: 'card',
    webhook: false,
  });
  const verified = await call('GET', `/api/payments/verify/${reference}`, token);
  expect(verified.status).toBe(200);
}

beforeAll(async () => {
  shop = await startTestStack('none');
  call = apiCaller(shop.api);
  buyerToken = await shop.signIn('user');
  adminToken = await shop.signIn('admin');
  otherToken = await shop.signUp(OTHER_EMAIL, 'Kwame!plans2026x');
  const plans = await call<{ plans: { id: string }[] }>('GET', '/api/plans?limit=1');
  planId = plans.body.plans[0]?.id ?? '';
  const seededEmail = shop.seeded('user').email;

  const first = await placeOrder(buyerToken, seededEmail, 'standard');
  await pay(first.reference, buyerToken);
  placed.push({ ...first, buyer: 'seeded' });
  placed.push({ ...(await placeOrder(otherToken, OTHER_EMAIL, 'basic')), buyer: 'other' });
  placed.push({ ...(await placeOrder(otherToken, OTHER_EMAIL, 'premium')), buyer: 'other' });
});

afterAll(async () => {
  await shop?.stop();
});

describe('admin Orders on the offline stack', () => {
  it("lists every buyer's orders newest first", async () => {
    const page = await list('');
    // The seed's past sales (weeks old) come after the orders just placed.
    const newest = page.orders.slice(0, placed.length);

    expect(newest.map((order) => order.id)).toEqual(placed.map((order) => order.orderId).reverse());
    expect(new Set(newest.map((order) => order.user_email))).toEqual(new Set([OTHER_EMAIL, shop.seeded('user').email]));
    const times = page.orders.map((order) => Date.parse(order.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('filters by payment status and pages with the cursor', async () => {
    const completed = await list('?status=completed');
    const pending = await list('?status=pending&limit=1');
    const nextPending = await list(`?status=pending&limit=1&cursor=${encodeURIComponent(pending.nextCursor ?? '')}`);

    expect(completed.orders[0]?.id).toBe(placed[0]?.orderId);
    expect(completed.orders.every((order) => order.status === 'completed')).toBe(true);
    expect(completed.orders[0]?.paid_at).toEqual(expect.any(String));
    expect(pending.orders.map((order) => order.id)).toEqual([placed[2]?.orderId]);
    expect(nextPending.orders.map((order) => order.id)).toEqual([placed[1]?.orderId]);
    expect(nextPending.nextCursor).toBeNull();
  });

  it('searches by buyer email in any case and sorts by amount', async () => {
    const page = await list(`?q=${encodeURIComponent('KWAME.Boateng')}&sort=amount-high`);

    expect(page.orders.map((order) => order.id)).toEqual([placed[2]?.orderId, placed[1]?.orderId]);
    expect(page.orders[0]?.amount).toBeGreaterThan(page.orders[1]?.amount ?? Number.POSITIVE_INFINITY);
  });

  it('exports the filtered rows as a CSV attachment whose rows match the list', async () => {
    const response = await call(
      'GET',
      `/api/orders/export?q=${encodeURIComponent(OTHER_EMAIL)}&sort=amount-low`,
      adminToken,
    );
    const listed = await list(`?q=${encodeURIComponent(OTHER_EMAIL)}&sort=amount-low`);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="orders-${new Date().toISOString().slice(0, 10)}.csv"`,
    );
    const [header, ...rows] = response.text.trimEnd().split('\r\n');
    expect(header?.split(',').slice(0, 4)).toEqual(['Order ID', 'Reference', 'Created At', 'Status']);
    expect(rows.map((row) => row.split(',')[0])).toEqual(listed.orders.map((order) => order.id));
    expect(rows.map((row) => row.split(',')[9])).toEqual(listed.orders.map((order) => order.amount.toFixed(2)));
  });

  it('refuses the list and the export to a plain user with 403', async () => {
    const exported = await call('GET', '/api/orders/export', buyerToken);
    const listed = await call('GET', '/api/admin/orders', buyerToken);

    expect(exported.status).toBe(403);
    expect(exported.body.message).toBe('This needs an admin account');
    expect(listed.status).toBe(403);
  });

  it('serves /api/orders/export ahead of /api/orders/{id} whatever the table order, as API Gateway does', () => {
    const rows = [{ path: '/api/orders/{id}' }, { path: '/api/orders/export' }, { path: '/api/orders' }];

    expect(byGatewayPrecedence(rows).map((row) => row.path)).toEqual([
      '/api/orders/export',
      '/api/orders/{id}',
      '/api/orders',
    ]);
  });
});
