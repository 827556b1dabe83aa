import { createHmac } from 'node:crypto';
import { vi } from 'vitest';
import type { StoredOrder } from '../../../src/repositories/order-item.ts';
import { toOrderItem } from '../../../src/repositories/order-item.ts';

export const SECRET = 'sk_test_handler_tests';
export const PAYSTACK = 'http://paystack.test';
export const ORDER_ID = '8c0f8b7e-3d1a-4c2b-9e5f-1a2b3c4d5e6f';
export const REFERENCE = `thp_${ORDER_ID}`;
export const BUYER = { sub: 'buyer-1', email: 'ama@example.com' };

/**
 * A plan purchase as a browser sends it, with the fields the server must not trust (amount, title, user). Overrides
 * may be anything a browser could send, so handler tests can send what the server must refuse.
 */
export const purchase = <Overrides extends Record<string, unknown>>(overrides: Overrides = {} as Overrides) => ({
  email: 'ama@example.com',
  amount: 1,
  planId: 'villa-01',
  planTitle: 'Whatever the browser says',
  packageType: 'standard' as const,
  userId: 'someone-else',
  ...overrides,
});

/** A pending standard-package order of villa-01 at GHS 4,000 (400,000 pesewas). */
export function sampleOrder(overrides: Partial<StoredOrder> = {}): StoredOrder {
  return {
    id: ORDER_ID,
    user_id: BUYER.sub,
    user_email: BUYER.email,
    plan_id: 'villa-01',
    plan_title: '4-Bedroom Tema Villa',
    plan_type: 'villa',
    bedrooms: 4,
    bathrooms: 3,
    area_sqm: 220,
    image_url: '/images/plans/villa-01/main.svg',
    package_type: 'standard',
    tier: 'standard',
    amount: 4000,
    amount_pesewas: 400_000,
    currency: 'GHS',
    status: 'pending',
    payment_status: 'pending',
    payment_method: 'paystack',
    channel: null,
    reference: REFERENCE,
    created_at: '2026-11-20T10:00:00.000Z',
    paid_at: null,
    expires_at: null,
    download_count: 0,
    last_download_at: null,
    failure_reason: null,
    invoice_number: 'INV-3C4D5E6F',
    files: [],
    ...overrides,
  };
}

export function orderItem(overrides: Partial<StoredOrder> = {}) {
  return toOrderItem(sampleOrder(overrides));
}

/** Paystack's transaction object for the sample order, as verify and webhooks carry it. */
export function transaction(overrides: Record<string, unknown> = {}) {
  return {
    id: 1,
    domain: 'test',
    status: 'success',
    reference: REFERENCE,
    amount: 400_000,
    currency: 'GHS',
    channel: 'card',
    paid_at: '2026-11-20T10:02:00.000Z',
    gateway_response: 'Approved',
    metadata: { orderId: ORDER_ID },
    ...overrides,
  };
}

export function sign(body: string, secret = SECRET): string {
  return createHmac('sha512', secret).update(body).digest('hex');
}

/** A fetch stand-in answering Paystack's verify with the given transaction, recording every call. */
export function paystackFetch(answer: { status?: number; body: unknown }) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const fetchMock = async (url: string | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetchMock, calls };
}

/** The environment a payment route reads: the table, Paystack's stand-in and the shop's address; the log silent. */
export function stubPaymentEnv(): void {
  vi.stubEnv('TABLE_NAME', 'shop');
  vi.stubEnv('LOG_LEVEL', 'silent');
  vi.stubEnv('PAYSTACK_SECRET_KEY', SECRET);
  vi.stubEnv('PAYSTACK_BASE_URL', PAYSTACK);
  vi.stubEnv('SITE_URL', 'https://shop.example.com');
}

/** Paystack opening a payment page for every payment started, installed as fetch; its calls are recorded. */
export function paystackOpensPages() {
  const paystack = paystackFetch({
    body: {
      status: true,
      message: 'Authorization URL created',
      data: { authorization_url: `${PAYSTACK}/checkout/abc`, access_code: 'abc', reference: 'r' },
    },
  });
  vi.stubGlobal('fetch', paystack.fetchMock);
  return paystack;
}
