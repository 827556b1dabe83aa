import { describe, expect, it } from 'vitest';
import { handleWebhook, INVALID_SIGNATURE } from '../../../src/domain/payments/handle-webhook.ts';
import { UnauthenticatedError } from '../../../src/errors/domain-errors.ts';
import type { StoredOrder } from '../../../src/repositories/order-item.ts';
import { BUYER, ORDER_ID, sampleOrder, sign, transaction } from '../../handlers/payments/payment-fixtures.ts';
import { NOW, paymentShop, SITE_URL } from './payment-shop.ts';

/*
 * What Paystack's webhooks do to an order, on the in-memory shop: a paid charge completes it once however often it
 * is delivered, a wrong amount or currency fails it, refund and dispute events take the sale back or pause it, and
 * nothing at all happens without the shop's signature.
 */

const KEY = 'sk_test_webhooks';
type Shop = ReturnType<typeof paymentShop>;

function shopWith(order: StoredOrder | undefined, options: Parameters<typeof paymentShop>[1] = {}): Shop {
  return paymentShop(order ? [order] : [], { ...options, paystack: { secretKey: KEY, ...options.paystack } });
}

async function deliver(shop: Shop, payload: unknown, key = KEY) {
  const body = Buffer.from(JSON.stringify(payload));
  return handleWebhook(shop.deps, body, sign(body.toString(), key));
}

const chargeSuccess = (overrides: Record<string, unknown> = {}) => ({
  event: 'charge.success',
  data: transaction(overrides),
});
const refundEvent = (event: string) => ({
  event,
  data: { transaction_reference: `thp_${ORDER_ID}`, amount: 400_000, status: event.split('.')[1] },
});
const PAID = { status: 'completed', payment_status: 'completed', paid_at: '2026-11-20T10:02:00.000Z' } as const;

/** Everything a completion grants, as the shop now stands. */
async function outcome(shop: Shop) {
  const order = await shop.orders.get(ORDER_ID);
  return {
    status: order?.status,
    purchase: shop.purchases.purchaseOf(BUYER.sub, 'villa-01'),
    sales: shop.purchases.salesChange('villa-01'),
    aggregated: shop.analytics.sales.length,
    confirmations: shop.mailer.ofKind('order-confirmation').length,
    invoice: shop.numbers.numberOf('invoice', ORDER_ID),
  };
}

describe('charge.success', () => {
  it('completes the order with the package’s files, the purchase record, one sale and the confirmation mail', async () => {
    const shop = shopWith(sampleOrder());

    expect(await deliver(shop, chargeSuccess())).toEqual({ received: true });

    const order = await shop.orders.get(ORDER_ID);
    expect(order).toMatchObject({ status: 'completed', payment_status: 'completed', channel: 'card' });
    expect(order?.paid_at).toBe(NOW.toISOString());
    expect(order?.expires_at).toBe('2026-11-27T10:03:00.000Z');
    expect(order?.files).toEqual([
      { key: 'plans/villa-01/basic/villa-01-basic.pdf', tier: 'basic' },
      { key: 'plans/villa-01/standard/villa-01-standard.pdf', tier: 'standard' },
      { key: 'plans/villa-01/standard/floor.dxf', tier: 'standard' },
    ]);
    expect(await outcome(shop)).toEqual({
      status: 'completed',
      purchase: ORDER_ID,
      sales: 1,
      aggregated: 1,
      confirmations: 1,
      invoice: 'INV-2026-000001',
    });
    const [mail] = shop.mailer.ofKind('order-confirmation');
    expect(mail?.to).toBe(BUYER.email);
    expect(mail?.text).toContain(`${SITE_URL}/download/${ORDER_ID}`);
    expect(shop.mailer.ofKind('new-order')).toHaveLength(1);
  });

  it('completes the order once when Paystack delivers the same event twice, one after the other or at once', async () => {
    const oneAfterTheOther = shopWith(sampleOrder());
    await deliver(oneAfterTheOther, chargeSuccess());
    await deliver(oneAfterTheOther, chargeSuccess());
    const atOnce = shopWith(sampleOrder());
    await Promise.all([deliver(atOnce, chargeSuccess()), deliver(atOnce, chargeSuccess())]);

    for (const shop of [oneAfterTheOther, atOnce]) {
      expect(await outcome(shop)).toMatchObject({ status: 'completed', sales: 1, aggregated: 1, confirmations: 1 });
      expect(shop.mailer.ofKind('new-order')).toHaveLength(1);
    }
  });

  it('grants nothing more when another caller completed the order between its read and this completion', async () => {
    const shop = shopWith(sampleOrder(), {
      beforeTransition: (id, to) => {
        if (to === 'completed') shop.orders.changeIf(id, (o) => ({ ...o, ...PAID }));
      },
    });

    await deliver(shop, chargeSuccess());

    expect(await outcome(shop)).toMatchObject({ status: 'completed', sales: 0, aggregated: 0, confirmations: 0 });
    expect(shop.numbers.numberOf('invoice', ORDER_ID)).toBeUndefined();
  });

  it('takes back the purchase record it wrote when a refund got in before its completion', async () => {
    const shop = shopWith(sampleOrder(), {
      beforeTransition: (id, to) => {
        if (to === 'completed')
          shop.orders.changeIf(id, (o) => ({ ...o, status: 'refunded', payment_status: 'refunded' }));
      },
    });

    await deliver(shop, chargeSuccess());

    expect(await outcome(shop)).toEqual({
      status: 'refunded',
      purchase: undefined,
      sales: 0,
      aggregated: 0,
      confirmations: 0,
      invoice: undefined,
    });
  });

  it('completes an order declined before when the buyer then pays on the same page', async () => {
    const shop = shopWith(sampleOrder());

    await deliver(shop, chargeSuccess({ status: 'failed', gateway_response: 'Declined' }));
    expect(await shop.orders.get(ORDER_ID)).toMatchObject({ status: 'failed', failure_reason: 'Declined' });
    await deliver(shop, chargeSuccess());

    expect(await shop.orders.get(ORDER_ID)).toMatchObject({ status: 'completed', failure_reason: null });
    expect(await outcome(shop)).toMatchObject({ sales: 1, confirmations: 1 });
  });

  it('changes nothing on an order already completed', async () => {
    const completed = sampleOrder({ ...PAID, expires_at: '2026-11-27T10:02:00.000Z' });
    const shop = shopWith(completed);

    await deliver(shop, chargeSuccess());

    expect(await shop.orders.get(ORDER_ID)).toEqual(completed);
    expect(await outcome(shop)).toMatchObject({ purchase: undefined, sales: 0, confirmations: 0 });
  });

  it.each([
    ['a lower amount', { amount: 1_000 }, 'Paid 1000 pesewas, expected 400000 pesewas'],
    ['another currency', { currency: 'NGN' }, 'Paid in NGN, expected GHS'],
  ])('fails the order for %s, with the reason, and grants nothing', async (_name, change, reason) => {
    const shop = shopWith(sampleOrder());

    await deliver(shop, chargeSuccess(change));

    expect(await shop.orders.get(ORDER_ID)).toMatchObject({ status: 'failed', failure_reason: reason });
    expect(await outcome(shop)).toMatchObject({ purchase: undefined, sales: 0, aggregated: 0, confirmations: 0 });
    expect(shop.mailer.sent).toEqual([]);
  });

  it('is checked against the order’s own price: a payment of the catalogue price does not complete a dearer order', async () => {
    const shop = shopWith(sampleOrder({ amount: 4700, amount_pesewas: 470_000 }));

    await deliver(shop, chargeSuccess({ amount: 400_000 }));

    expect(await shop.orders.get(ORDER_ID)).toMatchObject({
      status: 'failed',
      failure_reason: 'Paid 400000 pesewas, expected 470000 pesewas',
    });
  });

  it.each([
    ['a reference that is not the shop’s', chargeSuccess({ reference: 'T123456789' }), sampleOrder()],
    ['a reference with no order behind it', chargeSuccess(), undefined],
    ['an event the shop does not handle', { event: 'transfer.success', data: transaction() }, sampleOrder()],
  ])('acknowledges %s and changes nothing', async (_name, payload, order) => {
    const shop = shopWith(order);

    expect(await deliver(shop, payload)).toEqual({ received: true });

    expect(await shop.orders.get(ORDER_ID)).toEqual(order);
    expect(await outcome(shop)).toMatchObject({ purchase: undefined, sales: 0, confirmations: 0 });
  });
});

describe('refund and dispute events', () => {
  const completed = () => sampleOrder({ ...PAID, expires_at: '2026-11-27T10:02:00.000Z' });
  const bought = [{ sub: BUYER.sub, planId: 'villa-01', orderId: ORDER_ID }];

  it('refund.processed takes a completed sale back once: order refunded, purchase record gone, one sale off, one mail', async () => {
    const shop = shopWith(completed(), { purchases: bought });

    await deliver(shop, refundEvent('refund.processed'));
    await deliver(shop, refundEvent('refund.processed'));

    expect(await shop.orders.get(ORDER_ID)).toMatchObject({ status: 'refunded', payment_status: 'refunded' });
    expect(shop.purchases.purchaseOf(BUYER.sub, 'villa-01')).toBeUndefined();
    expect(shop.purchases.salesChange('villa-01')).toBe(-1);
    expect(shop.analytics.reversedSales).toHaveLength(1);
    expect(shop.mailer.ofKind('order-refund')).toHaveLength(1);
  });

  it('a refund reported before the charge keeps the order refunded: no sale taken back, none granted after', async () => {
    const shop = shopWith(sampleOrder());

    await deliver(shop, refundEvent('refund.processed'));
    await deliver(shop, chargeSuccess());

    expect(await shop.orders.get(ORDER_ID)).toMatchObject({ status: 'refunded' });
    expect(await outcome(shop)).toMatchObject({ purchase: undefined, sales: 0, aggregated: 0, confirmations: 0 });
    expect(shop.analytics.reversedSales).toEqual([]);
  });

  it('a dispute pauses the order’s downloads and tells staff once; resolved for the shop, it stays paid', async () => {
    const shop = shopWith(completed(), { purchases: bought });
    const dispute = (event: string, resolution?: string) => ({
      event,
      data: { transaction: { reference: `thp_${ORDER_ID}` }, ...(resolution ? { resolution } : {}) },
    });

    await deliver(shop, dispute('charge.dispute.create'));
    await deliver(shop, dispute('charge.dispute.remind'));
    expect(await shop.orders.get(ORDER_ID)).toMatchObject({ status: 'completed', dispute_status: 'open' });
    expect(shop.audit.entries.map((entry) => entry.action)).toEqual(['order.dispute.open']);

    await deliver(shop, dispute('charge.dispute.resolve', 'declined'));
    expect(await shop.orders.get(ORDER_ID)).toMatchObject({ status: 'completed', dispute_status: 'resolved' });
    expect(shop.purchases.purchaseOf(BUYER.sub, 'villa-01')).toBe(ORDER_ID);
  });

  it('a dispute resolved in the buyer’s favour refunds the order', async () => {
    const shop = shopWith(completed(), { purchases: bought });
    const data = { transaction: { reference: `thp_${ORDER_ID}` } };

    await deliver(shop, { event: 'charge.dispute.create', data });
    await deliver(shop, { event: 'charge.dispute.resolve', data: { ...data, resolution: 'merchant-accepted' } });

    expect(await shop.orders.get(ORDER_ID)).toMatchObject({ status: 'refunded' });
    expect(shop.purchases.purchaseOf(BUYER.sub, 'villa-01')).toBeUndefined();
  });
});

describe('the signature', () => {
  it.each([
    ['another key', (body: string) => sign(body, 'sk_test_someone_else')],
    ['another body', () => sign('{"event":"charge.success"}', KEY)],
    ['a malformed signature', () => 'not-hex'],
    ['no signature', () => undefined],
  ])('refuses a charge signed with %s and changes nothing', async (_name, signature) => {
    const shop = shopWith(sampleOrder());
    const body = Buffer.from(JSON.stringify(chargeSuccess()));

    const delivery = handleWebhook(shop.deps, body, signature(body.toString()));

    await expect(delivery).rejects.toThrow(new UnauthenticatedError(INVALID_SIGNATURE));
    expect(await shop.orders.get(ORDER_ID)).toEqual(sampleOrder());
    expect(shop.mailer.sent).toEqual([]);
  });
});
