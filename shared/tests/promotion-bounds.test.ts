import { describe, expect, it } from 'vitest';
import { PromotionCreate } from '../src/promotions/promotion.ts';

const code = {
  code: 'RAINY10',
  kind: 'percent',
  value: 10,
  scope: 'all',
  plan_ids: [],
  packages: [],
  max_uses: null,
  per_buyer_limit: null,
  first_purchase_only: false,
  enabled: true,
  note: '',
};

describe('a promotion code’s dates', () => {
  it('refuse a date that is not one with its own message, beside a readable end', () => {
    const parsed = PromotionCreate.safeParse({ ...code, starts_at: 'i9', ends_at: '2026-12-31' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['starts_at', 'Dates are YYYY-MM-DD'],
    ]);
  });

  it('still refuse an end before the start', () => {
    const parsed = PromotionCreate.safeParse({ ...code, starts_at: '2026-12-31', ends_at: '2026-12-01' });
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['ends_at']);
  });
});
