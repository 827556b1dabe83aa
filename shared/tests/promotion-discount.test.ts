import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { taxOf } from '../src/invoices/tax.ts';
import { DEFAULT_TAX_SETTINGS } from '../src/invoices/tax-rate.ts';
import { discountedCharge, discountPesewas, MIN_DISCOUNTED_PRICE_PESEWAS } from '../src/promotions/discount.ts';
import { promotionRuleProblems } from '../src/promotions/promotion.ts';

const VAT_ON = (inclusive: boolean) => ({
  prices_include_tax: inclusive,
  tax_rates: DEFAULT_TAX_SETTINGS.tax_rates.map((row) => ({ ...row, enabled: true })),
});

describe('the discount of a promotion code', () => {
  it('takes a percentage rounded half up, and a fixed amount as it is', () => {
    expect(discountPesewas(250_000, { kind: 'percent', value: 10 })).toBe(25_000);
    expect(discountPesewas(999, { kind: 'percent', value: 15 })).toBe(150); // 149.85 -> 150
    expect(discountPesewas(250_000, { kind: 'fixed', value: 5_000 })).toBe(5_000);
  });

  it('never takes the price below GH₵1, and gives nothing off a price already there', () => {
    expect(discountPesewas(10_000, { kind: 'fixed', value: 50_000 })).toBe(10_000 - MIN_DISCOUNTED_PRICE_PESEWAS);
    expect(discountPesewas(100, { kind: 'percent', value: 50 })).toBe(0);
  });

  it('comes off before tax: tax is computed on the discounted price, net + tax = gross', () => {
    const charge = discountedCharge(200_000, { kind: 'percent', value: 25 }, VAT_ON(false));

    expect(charge.discounted_price_pesewas).toBe(150_000);
    expect(charge.tax.net_pesewas).toBe(150_000);
    expect(charge.tax.total_pesewas).toBe(150_000 + taxOf(charge.tax));
  });

  it('holds for any price, rule and tax setting: whole pesewas, net + tax = gross, price - discount = what is taxed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.oneof(
          fc.record({ kind: fc.constant('percent' as const), value: fc.integer({ min: 1, max: 99 }) }),
          fc.record({ kind: fc.constant('fixed' as const), value: fc.integer({ min: 1, max: 100_000_000 }) }),
        ),
        fc.boolean(),
        fc.boolean(),
        (price, rule, taxesOn, inclusive) => {
          const settings = taxesOn ? VAT_ON(inclusive) : DEFAULT_TAX_SETTINGS;
          const charge = discountedCharge(price, rule, settings);
          const { discount_pesewas: discount, tax } = charge;
          expect(Number.isInteger(discount)).toBe(true);
          expect(discount).toBeGreaterThanOrEqual(0);
          expect(discount).toBeLessThanOrEqual(price);
          expect(charge.discounted_price_pesewas).toBe(price - discount);
          expect(charge.discounted_price_pesewas).toBeGreaterThanOrEqual(Math.min(price, MIN_DISCOUNTED_PRICE_PESEWAS));
          expect(tax.net_pesewas + taxOf(tax)).toBe(tax.total_pesewas);
          if (!settings.prices_include_tax || !taxesOn) expect(tax.net_pesewas).toBe(price - discount);
          else expect(tax.total_pesewas).toBe(price - discount);
        },
      ),
      { numRuns: 2_000 },
    );
  });
});

describe('the rules staff set on a code', () => {
  it('refuses a percentage outside 1-99, a plan scope without plans, and an end before the start', () => {
    expect(promotionRuleProblems({ kind: 'percent', value: 100 })).toHaveProperty('value');
    expect(promotionRuleProblems({ kind: 'percent', value: 12.5 })).toHaveProperty('value');
    expect(promotionRuleProblems({ kind: 'fixed', value: 10.005 })).toHaveProperty('value');
    expect(promotionRuleProblems({ scope: 'plans', plan_ids: [] })).toHaveProperty('plan_ids');
    expect(promotionRuleProblems({ scope: 'packages', packages: [] })).toHaveProperty('packages');
    expect(promotionRuleProblems({ starts_at: '2026-12-10', ends_at: '2026-12-01' })).toHaveProperty('ends_at');
    expect(promotionRuleProblems({ kind: 'fixed', value: 50, starts_at: '2026-12-01', ends_at: '2026-12-01' })).toEqual(
      {},
    );
  });
});
