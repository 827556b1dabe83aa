import { describe, expect, it } from 'vitest';
import { formatCedis, formatUsdFromCedis, toPesewas } from '../src/money.ts';
import { FRENCH_MARKS, formatDecimal, groupThousands } from '../src/number-format.ts';

describe('money', () => {
  it.each([
    [2500, '₵2,500'],
    [1999.5, '₵1,999.50'],
    [7690.8, '₵7,690.80'],
    [199.99, '₵199.99'],
    [3500.126, '₵3,500.13'],
    [2499.999, '₵2,500'],
  ])('shows %s cedis with 0 or 2 decimals, never 1, as %s', (amount, shown) => {
    expect(formatCedis(amount)).toBe(shown);
  });

  it.each([
    [2500, '$167.50'],
    [199.99, '$13.40'],
    [0, '$0.00'],
  ])('shows %s cedis in dollars at 0.067 with 2 decimals as %s', (amount, shown) => {
    expect(formatUsdFromCedis(amount)).toBe(shown);
  });

  it('converts cedis to whole pesewas without float drift', () => {
    expect(toPesewas(199.99)).toBe(19999);
    expect(toPesewas(4.35)).toBe(435);
  });
});

describe('groupThousands', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [50_000, '50,000'],
    [1_234_567, '1,234,567'],
  ])('writes %s as %s, as en-GB toLocaleString does', (value, shown) => {
    expect(groupThousands(value)).toBe(shown);
    expect(groupThousands(value)).toBe(value.toLocaleString('en-GB'));
  });
});

describe('formatDecimal', () => {
  const samples = [
    0, -0, 1, 7.5, 123.4567, 88.0005, 0.995, 9.999, 1e21, 1.5e-7, 199.99, 1999.5, 2500, 3500.126, 1.005, 2.675, 999.995,
    1_234_567.891, 0.004, -12.345, -0.001,
  ];
  it.each(samples)('writes %s as en-GH Intl.NumberFormat does with 0-2 decimals', (value) => {
    const intl = new Intl.NumberFormat('en-GH', { minimumFractionDigits: 0, maximumFractionDigits: 2 });
    expect(formatDecimal(value, 0, 2)).toBe(intl.format(value));
  });

  it.each(samples)('writes %s as en-US Intl.NumberFormat does with 2 decimals', (value) => {
    const intl = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    expect(formatDecimal(value, 2, 2)).toBe(intl.format(value));
  });
});

describe('formatDecimal with up to 3 decimals', () => {
  it.each([0, 85, 120.5, 1234.5678, 10_000.0004])('writes %s as toLocaleString("en-GH") does', (value) => {
    expect(formatDecimal(value, 0, 3)).toBe(value.toLocaleString('en-GH'));
  });
});

describe('formatDecimal in French', () => {
  const samples = [
    0, -0, 1, 7.5, 123.4567, 88.0005, 0.995, 9.999, 1e21, 1.5e-7, 199.99, 1999.5, 2500, 3500.126, 1.005, 2.675, 999.995,
    1_234_567.891, 0.004, -12.345, -0.001, -1_234_567.505, 1250.5,
  ];
  it.each(samples)('writes %s as Intl.NumberFormat("fr") does with 0, 2 and up to 3 decimals', (value) => {
    for (const [min, max] of [
      [0, 0],
      [2, 2],
      [0, 3],
    ] as const) {
      const intl = new Intl.NumberFormat('fr', { minimumFractionDigits: min, maximumFractionDigits: max });
      expect(formatDecimal(value, min, max, FRENCH_MARKS)).toBe(intl.format(value));
    }
  });
});
