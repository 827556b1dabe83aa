import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { taxOf } from '../src/invoices/tax.ts';
import { DEFAULT_TAX_SETTINGS } from '../src/invoices/tax-rate.ts';
import { discountedCharge } from '../src/promotions/discount.ts';
import { discountLine } from '../src/promotions/discount-line.ts';

const VAT_ON = (inclusive: boolean) => ({
  prices_include_tax: inclusive,
  tax_rates: DEFAULT_TAX_SETTINGS.tax_rates.map((row) => ({ ...row, enabled: true })),
});

/** An order as payment start writes it with a code (initialize-payment.ts). */
function discountedOrder(price: number, rule: { kind: 'percent' | 'fixed'; value: number }, inclusive: boolean) {
  const charge = discountedCharge(price, rule, VAT_ON(inclusive));
  return {
    amount: charge.tax.total_pesewas / 100,
    tax: charge.tax,
    promotion: {
      code: 'TEMA10',
      ...rule,
      list_price_pesewas: price,
      discount_pesewas: charge.discount_pesewas,
    },
  };
}

describe("an invoice's discount line", () => {
  it('is absent without a code', () => {
    expect(discountLine({ amount: 4000 })).toBeUndefined();
  });

  it('shows the list price and the discount net of tax when prices exclude tax: the catalogue figures', () => {
    const line = discountLine(discountedOrder(400_000, { kind: 'percent', value: 10 }, false));

    expect(line).toEqual({
      code: 'TEMA10',
      list_net_pesewas: 400_000,
      discount_net_pesewas: 40_000,
      discount_gross_pesewas: 48_400,
    });
  });

  it('splits the tax out of both when prices include it', () => {
    const order = discountedOrder(400_000, { kind: 'percent', value: 10 }, true);
    const line = discountLine(order);

    // 4,000 with 21% in it is 3,305.79 net; 3,600 is 2,975.21 net.
    expect(line).toMatchObject({ list_net_pesewas: 330_579, discount_net_pesewas: 330_579 - 297_521 });
    expect(line?.discount_gross_pesewas).toBe(40_000);
  });

  it('always adds up: list net - discount net = the order net, and net + tax lines = what was paid', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 200, max: 100_000_000 }),
        fc.integer({ min: 1, max: 99 }),
        fc.boolean(),
        (price, percent, inclusive) => {
          const order = discountedOrder(price, { kind: 'percent', value: percent }, inclusive);
          const line = discountLine(order);
          if (!line) return expect(order.promotion.discount_pesewas).toBe(0);
          expect(line.list_net_pesewas - line.discount_net_pesewas).toBe(order.tax.net_pesewas);
          expect(order.tax.net_pesewas + taxOf(order.tax)).toBe(order.tax.total_pesewas);
          expect(line.discount_net_pesewas).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 2_000 },
    );
  });
});
