import { describe, expect, it } from 'vitest';
import { settlePayment } from '../../../src/domain/payments/settle-payment.ts';
import type { PaystackTransaction } from '../../../src/domain/ports/payment-provider.ts';
import { ORDER_ID, sampleOrder, transaction } from '../../handlers/payments/payment-fixtures.ts';
import { paymentShop } from './payment-shop.ts';

/*
 * A completed order in the shop-wide sales figures, on the in-memory shop: counted once by the completion's winner,
 * never for a payment that did not complete, and never at the cost of the sale when the figures cannot be written.
 * How a sale lands in the aggregates is the analytics repository's own test, on dynalite.
 */

const paystackSays = (overrides: Record<string, unknown> = {}) => transaction(overrides) as PaystackTransaction;

describe('settlePayment and the sales figures', () => {
  it('counts a sale once, on the completion day, when two deliveries race to complete the same order', async () => {
    const shop = paymentShop([sampleOrder()]);

    await Promise.all([
      settlePayment(shop.deps, sampleOrder(), paystackSays()),
      settlePayment(shop.deps, sampleOrder(), paystackSays()),
    ]);

    // An order made before taxes: all of it is net, no tax counted.
    expect(shop.analytics.sales).toEqual([
      {
        date: '2026-11-20',
        planId: 'villa-01',
        planTitle: '4-Bedroom Tema Villa',
        packageType: 'standard',
        amountPesewas: 400_000,
        taxPesewas: 0,
        quote: false,
      },
    ]);
  });

  it('counts the tax frozen on the order', async () => {
    const tax = {
      prices_include_tax: true,
      net_pesewas: 347_826,
      lines: [{ name: 'VAT', rate_percent: 15, amount_pesewas: 52_174 }],
      total_pesewas: 400_000,
    };
    const shop = paymentShop([sampleOrder({ tax })]);

    await settlePayment(shop.deps, sampleOrder({ tax }), paystackSays());

    expect(shop.analytics.sales).toMatchObject([{ amountPesewas: 400_000, taxPesewas: 52_174 }]);
  });

  it('completes the order and mails the buyer even when the figures cannot be written', async () => {
    const shop = paymentShop([sampleOrder()], { analyticsFailing: true });

    const settled = await settlePayment(shop.deps, sampleOrder(), paystackSays());

    expect(settled.status).toBe('completed');
    expect(await shop.orders.get(ORDER_ID)).toMatchObject({ status: 'completed' });
    expect(shop.mailer.ofKind('order-confirmation')).toHaveLength(1);
  });

  it('counts nothing for a declined or a mismatched payment', async () => {
    const declined = paymentShop([sampleOrder()]);
    const mismatched = paymentShop([sampleOrder()]);

    await settlePayment(declined.deps, sampleOrder(), paystackSays({ status: 'failed' }));
    await settlePayment(mismatched.deps, sampleOrder(), paystackSays({ amount: 1 }));

    expect(declined.analytics.sales).toEqual([]);
    expect(mismatched.analytics.sales).toEqual([]);
  });
});
