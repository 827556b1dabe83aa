import type { PromotionCode } from '@shop/shared/promotions/promotion';

/** A 10% code for every plan through December 2026, 5 uses, one per buyer, none taken yet. */
export function promotionCode(overrides: Partial<PromotionCode> = {}): PromotionCode {
  return {
    code: 'TEMA10',
    kind: 'percent',
    value: 10,
    scope: 'all',
    plan_ids: [],
    packages: [],
    starts_at: '2026-12-01',
    ends_at: '2026-12-31',
    max_uses: 5,
    per_buyer_limit: 1,
    first_purchase_only: false,
    enabled: true,
    note: '',
    uses: 0,
    reserved: 0,
    created_at: '2026-11-30T09:00:00.000Z',
    updated_at: '2026-11-30T09:00:00.000Z',
    ...overrides,
  };
}
