import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { BillingDetails } from '../src/invoices/billing.ts';
import { computeTax, taxOf } from '../src/invoices/tax.ts';
import { DEFAULT_TAX_SETTINGS, type TaxRate } from '../src/invoices/tax-rate.ts';

const ghana = (enabled: boolean): TaxRate[] => DEFAULT_TAX_SETTINGS.tax_rates.map((row) => ({ ...row, enabled }));

const rates = fc.array(
  fc.record({
    id: fc.constantFrom('a', 'b', 'c', 'd'),
    name: fc.constantFrom('VAT', 'NHIL', 'GETFund levy'),
    // Whole hundredths of a percent, as the settings schema allows.
    rate_percent: fc.integer({ min: 0, max: 10_000 }).map((bp) => bp / 100),
    enabled: fc.boolean(),
  }),
  { maxLength: 6 },
);

describe('tax lines from the staff-set rates', () => {
  it('Ghana rows are seeded but off: a new shop charges the catalogue price with no tax line', () => {
    expect(DEFAULT_TAX_SETTINGS.tax_rates.map((row) => [row.name, row.rate_percent, row.enabled])).toEqual([
      ['VAT', 15, false],
      ['NHIL', 2.5, false],
      ['GETFund levy', 2.5, false],
      ['COVID-19 levy', 1, false],
    ]);
    expect(computeTax(250_000, DEFAULT_TAX_SETTINGS)).toEqual({
      prices_include_tax: true,
      net_pesewas: 250_000,
      lines: [],
      total_pesewas: 250_000,
    });
  });

  it('exclusive prices: each levy is charged on the net and added to it', () => {
    const breakdown = computeTax(100_000, { tax_rates: ghana(true), prices_include_tax: false });
    expect(breakdown.lines.map((line) => line.amount_pesewas)).toEqual([15_000, 2_500, 2_500, 1_000]);
    expect(breakdown).toMatchObject({ net_pesewas: 100_000, total_pesewas: 121_000 });
  });

  it('inclusive prices: the price is the total, the net is what is left after the lines', () => {
    const breakdown = computeTax(121_000, { tax_rates: ghana(true), prices_include_tax: true });
    expect(breakdown).toMatchObject({ net_pesewas: 100_000, total_pesewas: 121_000 });
    expect(taxOf(breakdown)).toBe(21_000);
  });

  it('rounds each line half up to the pesewa', () => {
    // 2.5% of 1,001 pesewas is 25.025: 25. 15% of 1,003 is 150.45: 150; 1% of 1,050 is 10.5: 11.
    const rows = (rate: number): TaxRate[] => [{ id: 'x', name: 'X', rate_percent: rate, enabled: true }];
    expect(computeTax(1_001, { tax_rates: rows(2.5), prices_include_tax: false }).lines[0]?.amount_pesewas).toBe(25);
    expect(computeTax(1_003, { tax_rates: rows(15), prices_include_tax: false }).lines[0]?.amount_pesewas).toBe(150);
    expect(computeTax(1_050, { tax_rates: rows(1), prices_include_tax: false }).lines[0]?.amount_pesewas).toBe(11);
  });

  it('never lets rounded lines exceed a tiny tax-inclusive price (three 50% rows on 2 pesewas)', () => {
    const row = (id: string) => ({ id, name: 'VAT', rate_percent: 50, enabled: true });
    const breakdown = computeTax(2, { tax_rates: [row('a'), row('b'), row('c')], prices_include_tax: true });
    expect(breakdown.net_pesewas).toBeGreaterThanOrEqual(0);
    expect(breakdown.net_pesewas + taxOf(breakdown)).toBe(2);
  });

  it('for any price and rows: whole pesewas, no negative line, and net + lines = gross to the pesewa', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), rates, fc.boolean(), (price, taxRates, inclusive) => {
        const breakdown = computeTax(price, { tax_rates: taxRates, prices_include_tax: inclusive });
        const amounts = [
          breakdown.net_pesewas,
          breakdown.total_pesewas,
          ...breakdown.lines.map((l) => l.amount_pesewas),
        ];
        expect(amounts.every((amount) => Number.isInteger(amount) && amount >= 0)).toBe(true);
        expect(breakdown.net_pesewas + taxOf(breakdown)).toBe(breakdown.total_pesewas);
        expect(breakdown.total_pesewas).toBe(inclusive ? price : price + taxOf(breakdown));
        expect(breakdown.lines).toHaveLength(taxRates.filter((row) => row.enabled && row.rate_percent > 0).length);
      }),
      { numRuns: 2_000 },
    );
    // 2,000 runs take well under a second alone; the limit leaves room for a machine busy with other suites.
  }, 60_000);
});

describe('billing details', () => {
  it('needs a name, trims the fields, and refuses control characters with a clear message', () => {
    expect(z.parse(BillingDetails, { name: ' Ama Mensah ', company: ' Tema Builders Ltd ' })).toEqual({
      name: 'Ama Mensah',
      company: 'Tema Builders Ltd',
    });
    const messages = (input: unknown) => z.safeParse(BillingDetails, input).error?.issues.map((issue) => issue.message);
    expect(messages({ name: '  ' })).toEqual(['Please enter the billing name']);
    expect(messages({ name: 'Ama\u2028Mensah' })).toEqual(['Billing details cannot contain control characters']);
    expect(messages({ name: 'Ama', tax_number: '!' })).toEqual([
      'A tax number is 3-30 letters, digits, spaces or - / .',
    ]);
    expect(z.parse(BillingDetails, { name: 'Ama', address: '12 Ring Road\nAccra' }).address).toBe(
      '12 Ring Road\nAccra',
    );
  });
});
