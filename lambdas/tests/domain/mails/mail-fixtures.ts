import type { StoredOrder } from '../../../src/repositories/order-item.ts';

/** The shop and a paid order as the mail tests write to a buyer. */
export const SHOP = { site_name: 'Tema House Plans', contact_email: 'info@temahouseplans.com' };
export const SITE = 'https://temahouseplans.com';

export function order(overrides: Partial<StoredOrder> = {}): StoredOrder {
  return {
    id: 'ord_0123456789abcdef',
    user_id: 'user-1',
    user_email: 'ama@example.com',
    plan_id: 'villa-01',
    plan_title: 'Villa Lomé',
    plan_type: 'villa',
    bedrooms: 4,
    bathrooms: 3,
    area_sqm: 220,
    image_url: '/images/villa.jpg',
    package_type: 'standard',
    tier: 'standard',
    amount: 12500.5,
    amount_pesewas: 1250050,
    currency: 'GHS',
    status: 'completed',
    payment_status: 'completed',
    payment_method: 'paystack',
    channel: 'card',
    reference: 'ref-1',
    created_at: '2026-11-20T10:00:00.000Z',
    paid_at: '2026-11-20T10:03:00.000Z',
    expires_at: '2026-11-27T10:03:00.000Z',
    download_count: 0,
    last_download_at: null,
    failure_reason: null,
    invoice_number: 'INV-89ABCDEF',
    files: [],
    ...overrides,
  };
}
