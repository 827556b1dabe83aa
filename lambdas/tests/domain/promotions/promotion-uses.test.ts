import type { PromotionCode } from '@shop/shared/promotions/promotion';
import { PROMOTION_TEXTS } from '@shop/shared/promotions/promotion';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { withPromotionUses } from '../../../src/domain/promotions/promotion-uses.ts';
import { reservePromotion } from '../../../src/domain/promotions/reserve-promotion.ts';
import { ordersRepository } from '../../../src/repositories/orders-repository.ts';
import { promotionsRepository } from '../../../src/repositories/promotions-repository.ts';
import { rateLimitRepository } from '../../../src/repositories/rate-limit-repository.ts';
import { sampleOrder } from '../../handlers/payments/payment-fixtures.ts';
import { startDynalite } from '../../support/dynalite-table.ts';
import { promotionCode } from '../../support/promotion-codes.ts';

let stack: Awaited<ReturnType<typeof startDynalite>>;
beforeAll(async () => {
  vi.stubEnv('LOG_LEVEL', 'silent');
  stack = await startDynalite();
});
afterAll(() => stack?.stop());

const NOW = new Date('2026-12-05T10:00:00.000Z');

const code = promotionCode;

async function shop(promotion: PromotionCode) {
  const table = await stack.newTable();
  const promotions = promotionsRepository(stack.db, table);
  const orders = ordersRepository(stack.db, table);
  await promotions.create(promotion);
  const deps = { promotions, orders, rateLimits: rateLimitRepository(stack.db, table), address: '198.51.100.7' };
  const reserve = (sub: string, orderId: string, overrides: Partial<Parameters<typeof reservePromotion>[1]> = {}) =>
    reservePromotion(
      { ...deps, address: `198.51.100.${sub.length}` },
      {
        code: promotion.code,
        sub,
        orderId,
        planId: 'villa-01',
        packageType: 'basic',
        listPricePesewas: 250_000,
        now: NOW,
        ...overrides,
      },
    );
  return { promotions, orders, reserve, hooked: withPromotionUses(orders, promotions, () => NOW) };
}

describe('a promotion code at payment start', () => {
  it('gives the last use to exactly one of 20 buyers racing for it; the others read that it is used up', async () => {
    const { promotions, reserve } = await shop(code({ max_uses: 1 }));

    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => reserve(`buyer-${i}`, `order-${i}`)),
    );

    const won = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const refused = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as Error] : []));
    expect(won).toHaveLength(1);
    expect(refused.map((error) => error.message)).toEqual(Array(19).fill(PROMOTION_TEXTS.exhausted));
    expect((await promotions.get('TEMA10'))?.reserved).toBe(1);
    // The refused buyers' own uses were given back.
    const buyerUses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => promotions.buyerUses('TEMA10', `buyer-${i}`)),
    );
    expect(buyerUses.reduce((sum, n) => sum + n, 0)).toBe(1);
    // 20 parallel starts on a shared 2-core machine.
  }, 30_000);

  it('takes the discount before tax on the list price and records what it took', async () => {
    const { reserve } = await shop(code());

    const applied = await reserve('buyer-a', 'order-a');

    expect(applied).toEqual({
      code: 'TEMA10',
      kind: 'percent',
      value: 10,
      list_price_pesewas: 250_000,
      discount_pesewas: 25_000,
    });
  });

  it('refuses each reason with its own words', async () => {
    const cases: [Partial<PromotionCode>, Partial<Parameters<typeof reservePromotion>[1]>, string][] = [
      [{ enabled: false }, {}, PROMOTION_TEXTS.disabled],
      [{ ends_at: '2026-12-04' }, {}, PROMOTION_TEXTS.expired],
      [{ starts_at: '2026-12-06' }, {}, PROMOTION_TEXTS.not_started],
      [{ scope: 'plans', plan_ids: ['bungalow-02'] }, {}, PROMOTION_TEXTS.not_applicable],
      [{ scope: 'packages', packages: ['premium'] }, {}, PROMOTION_TEXTS.not_applicable],
      [{}, { code: 'NOPE-123' }, PROMOTION_TEXTS.unknown],
    ];
    for (const [overrides, request, message] of cases) {
      const { reserve } = await shop(code(overrides));
      await expect(reserve('buyer-a', 'order-a', request)).rejects.toThrow(message);
    }
  });

  it('keeps a buyer to their own cap, and a first-purchase code to buyers who never paid', async () => {
    const { reserve, orders } = await shop(code({ first_purchase_only: true, per_buyer_limit: 1 }));
    await reserve('buyer-a', 'order-a');

    await expect(reserve('buyer-a', 'order-b')).rejects.toThrow(PROMOTION_TEXTS.buyer_limit);

    await orders.create(
      sampleOrder({ id: 'paid-1', user_id: 'buyer-b', status: 'completed', payment_status: 'completed' }),
    );
    await expect(reserve('buyer-b', 'order-c')).rejects.toThrow(PROMOTION_TEXTS.first_purchase);
  });

  it('gives the use back once when the payment fails or is abandoned, so the next buyer gets it', async () => {
    const { promotions, reserve, hooked } = await shop(code({ max_uses: 1 }));
    const promotion = await reserve('buyer-a', 'order-a');
    const order = sampleOrder({ id: 'order-a', user_id: 'buyer-a', promotion });
    await hooked.create(order);
    await expect(reserve('buyer-b', 'order-b')).rejects.toThrow(PROMOTION_TEXTS.exhausted);

    // Many callers report the failure: one gives the use back.
    await Promise.all([
      hooked.fail(order, 'Declined', 'card'),
      hooked.abandon(order, 'Abandoned'),
      hooked.fail(order, 'x', null),
    ]);

    expect((await promotions.get('TEMA10'))?.reserved).toBe(0);
    expect(await promotions.buyerUses('TEMA10', 'buyer-a')).toBe(0);
    await expect(reserve('buyer-b', 'order-b')).resolves.toMatchObject({ code: 'TEMA10' });
  });

  it('counts a paid order as one use and its discount once, and a success after a write-off takes its use again', async () => {
    const { promotions, reserve, hooked } = await shop(code({ max_uses: 3 }));
    const completion = { paidAt: NOW.toISOString(), expiresAt: NOW.toISOString(), channel: 'card', files: [] };
    const paid = sampleOrder({ id: 'order-a', user_id: 'buyer-a', promotion: await reserve('buyer-a', 'order-a') });
    const late = sampleOrder({ id: 'order-b', user_id: 'buyer-b', promotion: await reserve('buyer-b', 'order-b') });
    await Promise.all([hooked.create(paid), hooked.create(late)]);

    await Promise.all([hooked.complete(paid, completion), hooked.complete(paid, completion)]);
    await hooked.abandon(late, 'Abandoned');
    // 10% of GH₵2,500 per paid use, summed once per paid order.
    expect(await promotions.get('TEMA10')).toMatchObject({ uses: 1, reserved: 1, discount_pesewas: 25_000 });

    const cancelled = { ...late, status: 'cancelled' as const };
    await hooked.complete(cancelled, completion);
    expect(await promotions.get('TEMA10')).toMatchObject({ uses: 2, reserved: 2, discount_pesewas: 50_000 });
  });
});
