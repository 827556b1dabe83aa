import { describe, expect, it } from 'vitest';
import { formatCedis, formatUsdFromCedis, toPesewas } from '../src/money.ts';
import { groupThousands } from '../src/number-format.ts';

describe('money', () => {
  it.each([
    [2500, '₵2,500'],
    [1999.5, '₵1,999.5'],
    [199.99, '₵199.99'],
    [3500.126, '₵3,500.13'],
  ])('shows %s cedis with 0-2 decimals as %s', (amount, shown) => {
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
