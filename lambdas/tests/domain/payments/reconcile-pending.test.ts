import { describe, expect, it } from 'vitest';
import { reconcilePendingPayments } from '../../../src/domain/payments/reconcile-pending.ts';
import type { PaystackTransaction } from '../../../src/domain/ports/payment-provider.ts';
import type { StoredOrder } from '../../../src/repositories/order-item.ts';
import { ORDER_ID, sampleOrder, transaction } from '../../handlers/payments/payment-fixtures.ts';
import { NOW, paymentShop } from './payment-shop.ts';

/*
 * The scheduled safety net for lost webhooks and closed tabs, on the in-memory shop: pending orders older than a
 * quarter of an hour are settled as Paystack says, and written off when Paystack says abandoned or a day has gone.
 */

const MINUTE = 60 * 1000;
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const pendingSince = (createdAt: string, overrides: Partial<StoredOrder> = {}) =>
  sampleOrder({ created_at: createdAt, ...overrides });
const paystackSays = (overrides: Record<string, unknown> = {}) => transaction(overrides) as PaystackTransaction;

function shopWith(order: StoredOrder, says: PaystackTransaction | undefined) {
  return paymentShop([order], { paystack: { transactions: says ? [says] : [] } });
}

describe('reconcilePendingPayments', () => {
  it('completes an order whose webhook was lost, with what a completion grants', async () => {
    const shop = shopWith(pendingSince(ago(60 * MINUTE)), paystackSays());

    const report = await reconcilePendingPayments(shop.deps);

    expect(report).toEqual({ checked: 1, completed: 1, failed: 0, abandoned: 0 });
    expect(await shop.orders.get(ORDER_ID)).toMatchObject({ status: 'completed' });
    expect(shop.purchases.salesChange('villa-01')).toBe(1);
    expect(shop.mailer.ofKind('order-confirmation')).toHaveLength(1);
  });

  it('writes an order off when Paystack says abandoned', async () => {
    const shop = shopWith(pendingSince(ago(60 * MINUTE)), paystackSays({ status: 'abandoned', paid_at: null }));

    const report = await reconcilePendingPayments(shop.deps);

    expect(report.abandoned).toBe(1);
    expect(await shop.orders.get(ORDER_ID)).toMatchObject({
      status: 'cancelled',
      failure_reason: 'Abandoned at Paystack',
    });
  });

  it('leaves a young mobile money payment awaiting approval alone', async () => {
    const order = pendingSince(ago(60 * MINUTE));
    const shop = shopWith(order, paystackSays({ status: 'ongoing', channel: 'mobile_money' }));

    const report = await reconcilePendingPayments(shop.deps);

    expect(report).toEqual({ checked: 1, completed: 0, failed: 0, abandoned: 0 });
    expect(await shop.orders.get(ORDER_ID)).toEqual(order);
  });

  it('writes off an order still pending after 24 hours', async () => {
    const shop = shopWith(pendingSince(ago(25 * 60 * MINUTE)), paystackSays({ status: 'ongoing' }));

    const report = await reconcilePendingPayments(shop.deps);

    expect(report.abandoned).toBe(1);
    expect(await shop.orders.get(ORDER_ID)).toMatchObject({
      status: 'cancelled',
      failure_reason: 'No payment after 24 hours',
    });
  });

  it('does not ask about an order younger than 15 minutes: the buyer may still be on Paystack’s page', async () => {
    const shop = shopWith(pendingSince(ago(10 * MINUTE)), paystackSays());

    const report = await reconcilePendingPayments(shop.deps);

    expect(report.checked).toBe(0);
    expect(shop.paystack.verified).toEqual([]);
  });

  it('starts no check while the invocation has no time for one', async () => {
    const shop = shopWith(pendingSince(ago(60 * MINUTE)), paystackSays());

    const report = await reconcilePendingPayments(shop.deps, { canStartCheck: () => false });

    expect(report.checked).toBe(0);
    expect(await shop.orders.get(ORDER_ID)).toMatchObject({ status: 'pending' });
  });
});
