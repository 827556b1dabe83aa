import type { Order } from '@shop/shared/orders/order';
import { PROMOTION_TEXTS, type PromotionCode } from '@shop/shared/promotions/promotion';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiCall, apiCaller } from '../support/api-client.ts';
import { standIn } from '../support/paystack-stand-in.ts';
import { startTestStack, type TestStack } from '../support/test-stack.ts';

let shop: TestStack;
let call: ApiCall;
let adminToken = '';
let planId = '';
let price = 0;

beforeAll(async () => {
  shop = await startTestStack('none');
  call = apiCaller(shop.api);
  adminToken = await shop.signIn('admin');
  const list = await call<{ plans: { id: string; standard_price: number }[] }>('GET', '/api/plans?limit=1');
  planId = list.body.plans[0]?.id ?? '';
  price = list.body.plans[0]?.standard_price ?? 0;
  // A stack start on a shared, busy machine can take longer than the default hook time.
}, 300_000);

afterAll(async () => {
  await shop?.stop();
});

const start = (token: string, promotionCode: string) =>
  call<{ orderId: string; reference: string; amount: number }>('POST', '/api/payments/initialize', token, {
    email: 'buyer@example.com',
    planId,
    packageType: 'standard',
    licenceName: 'Ama Mensah',
    promotionCode,
  });

describe('promotion codes through the Paystack stand-in', () => {
  it('gives the last use to one of the buyers racing for it, refuses the rest, and frees it again when that payment fails', async () => {
    const created = await call<PromotionCode>('POST', '/api/admin/promotions', adminToken, {
      code: 'LAST-USE',
      kind: 'fixed',
      value: 100,
      scope: 'all',
      plan_ids: [],
      packages: [],
      starts_at: null,
      ends_at: null,
      max_uses: 2,
      per_buyer_limit: 1,
      first_purchase_only: false,
      enabled: true,
      note: 'integration',
    });
    expect(created.status).toBe(201);
    const buyers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => shop.signUp(`promo.buyer${i}@example.com`, `Promo!plans2026x${i}`)),
    );

    // The first buyer uses the code and pays the discounted price.
    const first = await start(buyers[0] ?? '', 'last-use');
    expect(first.status).toBe(200);
    expect(first.body.amount).toBe(price - 100);
    const paid = await standIn(shop, `/__test/transactions/${first.body.reference}/settle`, {
      outcome: 'success',
      channel: 'card',
    });
    expect(paid.body.data).toMatchObject({ amount: Math.round((price - 100) * 100) });
    await call('GET', `/api/payments/verify/${first.body.reference}`, buyers[0]);
    const order = await call<Order>('GET', `/api/orders/${first.body.orderId}`, buyers[0]);
    expect(order.body).toMatchObject({
      status: 'completed',
      promotion: { code: 'LAST-USE', discount_pesewas: 10_000 },
    });

    // Five buyers race for the one use left: one gets it, four are told it is used up and nothing is started.
    const race = await Promise.all(buyers.slice(1).map((token) => start(token, 'LAST-USE')));
    const winners = race.filter((answer) => answer.status === 200);
    expect(winners).toHaveLength(1);
    expect(race.filter((answer) => answer.status === 409).map((answer) => answer.body.message)).toEqual(
      Array(4).fill(PROMOTION_TEXTS.exhausted),
    );

    // The winner's card is declined: the use goes back, and one of the others now gets it.
    const winner = winners[0]?.body.reference ?? '';
    const winnerToken = buyers[1 + race.findIndex((answer) => answer.status === 200)] ?? '';
    await standIn(shop, `/__test/transactions/${winner}/settle`, { outcome: 'failed', channel: 'card' });
    await call('GET', `/api/payments/verify/${winner}`, winnerToken);
    const loser = buyers[1 + race.findIndex((answer) => answer.status === 409)] ?? '';
    const again = await start(loser, 'LAST-USE');
    expect(again.status).toBe(200);

    const listed = await call<{ promotions: PromotionCode[] }>('GET', '/api/admin/promotions', adminToken);
    expect(listed.body.promotions.find((code) => code.code === 'LAST-USE')).toMatchObject({ uses: 1, reserved: 2 });
  }, 240_000);
});
