import type { Order } from '@shop/shared/orders/order';

/**
 * A completed card payment for a plan, as the orders API returns it; a test passes only the fields it is about
 * (a service quote, a promotion code, a status).
 */
export function paidOrder(fields: Record<string, unknown> = {}): Order {
  return {
    id: 'order-0001abcd',
    user_id: 'sub-1',
    user_email: 'ama@example.com',
    plan_id: 'plan-1',
    plan_title: 'Modern Villa',
    plan_type: 'villa',
    bedrooms: 4,
    bathrooms: 3,
    area_sqm: 220,
    image_url: '',
    package_type: 'premium',
    tier: 'premium',
    amount: 4500,
    currency: 'GHS',
    status: 'completed',
    payment_status: 'completed',
    payment_method: 'paystack',
    channel: 'card',
    reference: 'ref-1',
    created_at: '2026-11-22T08:00:00.000Z',
    paid_at: '2026-11-22T08:01:00.000Z',
    expires_at: '2026-11-29T08:01:00.000Z',
    download_count: 0,
    last_download_at: null,
    failure_reason: null,
    invoice_number: 'INV-0001ABCD',
    ...fields,
  } as Order;
}
