import type { PromotionCode } from '@shop/shared/promotions/promotion';
import { describe, expect, it } from 'vitest';
import {
  promotionFormValues,
  promotionRequest,
  promotionState,
  usesLabel,
} from '../src/features/admin-promotions/utils/promotion-form.ts';

const CODE: PromotionCode = {
  code: 'TEMA10',
  kind: 'percent',
  value: 10,
  scope: 'all',
  plan_ids: [],
  packages: [],
  starts_at: '2026-12-01',
  ends_at: '2026-12-31',
  max_uses: 100,
  per_buyer_limit: 1,
  first_purchase_only: false,
  enabled: true,
  note: 'December',
  uses: 3,
  reserved: 4,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
};

describe('the promotion codes page', () => {
  it('states each code as a buyer would meet it: switch, then dates (the end day inclusive), then the cap', () => {
    const at = (iso: string) => new Date(iso);
    expect(promotionState(CODE, at('2026-12-15T12:00:00Z'))).toBe('active');
    expect(promotionState(CODE, at('2026-12-31T23:00:00Z'))).toBe('active');
    expect(promotionState(CODE, at('2026-11-30T23:59:00Z'))).toBe('scheduled');
    expect(promotionState(CODE, at('2027-01-01T00:00:00Z'))).toBe('expired');
    expect(promotionState({ ...CODE, reserved: 100 }, at('2026-12-15T12:00:00Z'))).toBe('used-up');
    expect(promotionState({ ...CODE, enabled: false }, at('2026-12-15T12:00:00Z'))).toBe('disabled');
    expect(usesLabel(CODE)).toBe('3 of 100');
    expect(usesLabel({ ...CODE, max_uses: null })).toBe('3 (no limit)');
  });

  it('sends what staff typed as the API takes it: empty limits are none, plan ids split, the code upper-cased', () => {
    const request = promotionRequest({
      ...promotionFormValues(),
      code: ' dec-villas ',
      value: '15',
      scope: 'plans',
      plan_ids: 'villa-01, villa-02\nbungalow-03',
      max_uses: '',
      per_buyer_limit: '2',
    });

    expect(request).toEqual({
      ok: true,
      body: expect.objectContaining({
        code: 'DEC-VILLAS',
        value: 15,
        plan_ids: ['villa-01', 'villa-02', 'bungalow-03'],
        max_uses: null,
        per_buyer_limit: 2,
      }),
    });
  });

  it("refuses, field by field and in the server's words, what the server would refuse", () => {
    const request = promotionRequest({ ...promotionFormValues(), code: 'x', kind: 'percent', value: '150' });

    expect(request).toEqual({
      ok: false,
      errors: expect.objectContaining({ code: 'A promotion code is 3 to 32 letters, digits or dashes' }),
    });
    const tooMuch = promotionRequest({ ...promotionFormValues(), code: 'BIG', value: '150' });
    expect(tooMuch).toEqual({ ok: false, errors: { value: 'A percentage is a whole number from 1 to 99' } });
  });
});
