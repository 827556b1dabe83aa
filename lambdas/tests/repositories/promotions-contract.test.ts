import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { PromotionCode } from '@shop/shared/promotions/promotion';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promotionsRepository } from '../../src/repositories/promotions-repository.ts';
import { startDynalite } from '../support/dynalite-table.ts';
import { promotionCode } from '../support/promotion-codes.ts';

/*
 * The promotions repository on dynalite: the items it stores (attribute by attribute, so a change of the stored shape
 * is seen here) and the writes staff and buyers make to them.
 */

let dynalite: Awaited<ReturnType<typeof startDynalite>>;
beforeAll(async () => {
  dynalite = await startDynalite();
});
afterAll(async () => {
  await dynalite.stop();
});

const code = (overrides: Partial<PromotionCode> = {}) => promotionCode({ max_uses: 2, ...overrides });

async function open() {
  const table = await dynalite.newTable();
  const raw = async (sk: string) =>
    (await dynalite.db.send(new GetCommand({ TableName: table, Key: { pk: 'PROMO#TEMA10', sk } }))).Item;
  return { promotions: promotionsRepository(dynalite.db, table), raw };
}

describe('the promotions repository on the table', () => {
  it('stores a code with its list keys and the cap and window its reservation reads', async () => {
    const { promotions, raw } = await open();
    expect(await promotions.create(code())).toBe(true);
    expect(await promotions.create(code({ note: 'again' }))).toBe(false);

    expect(await raw('PROMO')).toEqual({
      pk: 'PROMO#TEMA10',
      sk: 'PROMO',
      gsi1pk: 'PROMOS',
      gsi1sk: '2026-11-30T09:00:00.000Z#TEMA10',
      entity: 'promotion',
      ...code(),
      cap_total: 2,
      window_start: '2026-12-01T00:00:00.000Z',
      window_end: '2026-12-31T23:59:59.999Z',
    });
    expect(await promotions.listAll()).toEqual([code()]);
  });

  it('rewrites the cap and window with the fields they read, and leaves the counters and list keys alone', async () => {
    const { promotions, raw } = await open();
    await promotions.create(code());
    await promotions.adjust('TEMA10', 'buyer-1', { reserved: 1, uses: 1, discount_pesewas: 500 });

    const saved = await promotions.update(
      code({ max_uses: null, starts_at: null, ends_at: '2027-01-15', uses: 9, reserved: 9, updated_at: 'later' }),
    );

    expect(saved).toMatchObject({ max_uses: null, starts_at: null, uses: 1, reserved: 1, discount_pesewas: 500 });
    expect(await raw('PROMO')).toMatchObject({
      gsi1pk: 'PROMOS',
      gsi1sk: '2026-11-30T09:00:00.000Z#TEMA10',
      cap_total: 1_000_000_000,
      window_start: '0000',
      window_end: '2027-01-15T23:59:59.999Z',
      updated_at: 'later',
    });
    expect(await promotions.update(code({ code: 'GONE' }))).toBeUndefined();
  });

  it('reserves uses only up to the cap and the buyer limit, and counts given-back uses', async () => {
    const { promotions, raw } = await open();
    await promotions.create(code({ max_uses: 1 }));
    const now = '2026-12-05T10:00:00.000Z';

    expect(await promotions.reserveTotal('TEMA10', now)).toBe(true);
    expect(await promotions.reserveTotal('TEMA10', now)).toBe(false);
    expect(await promotions.reserveTotal('TEMA10', '2027-01-01T00:00:00.000Z')).toBe(false);
    expect(await promotions.reserveBuyer('TEMA10', 'buyer-1', 1)).toBe(true);
    expect(await promotions.reserveBuyer('TEMA10', 'buyer-1', 1)).toBe(false);
    expect(await raw('BUYER#buyer-1')).toEqual({
      pk: 'PROMO#TEMA10',
      sk: 'BUYER#buyer-1',
      uses: 1,
      entity: 'promotion-buyer',
    });

    await promotions.adjust('TEMA10', 'buyer-1', { reserved: -1, buyer: -1 });
    expect(await promotions.buyerUses('TEMA10', 'buyer-1')).toBe(0);
    expect((await promotions.get('TEMA10'))?.reserved).toBe(0);
    expect(await promotions.reserveTotal('TEMA10', now)).toBe(true);
  });

  it('moves a hold from one state to another once', async () => {
    const { promotions, raw } = await open();
    expect(await promotions.hold('TEMA10', 'order-1', 'buyer-1', 'at-1')).toBe(true);
    expect(await promotions.hold('TEMA10', 'order-1', 'buyer-1', 'at-2')).toBe(false);
    expect(await raw('ORDER#order-1')).toEqual({
      pk: 'PROMO#TEMA10',
      sk: 'ORDER#order-1',
      entity: 'promotion-hold',
      state: 'held',
      order_id: 'order-1',
      user_id: 'buyer-1',
      created_at: 'at-1',
    });

    expect(await promotions.moveHold('TEMA10', 'order-1', 'held', 'used', 'at-3')).toBe(true);
    expect(await promotions.moveHold('TEMA10', 'order-1', 'held', 'released', 'at-4')).toBe(false);
    expect(await raw('ORDER#order-1')).toMatchObject({ state: 'used', updated_at: 'at-3' });
  });
});
