import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchaseGrants } from '../../src/adapters/purchase-grants.ts';
import type { PurchaseGrants } from '../../src/domain/payments/payment-deps.ts';
import type { StoredOrder } from '../../src/repositories/order-item.ts';
import { type OrdersRepository, ordersRepository } from '../../src/repositories/orders-repository.ts';
import { sampleOrder } from '../handlers/payments/payment-fixtures.ts';
import { startDynalite } from '../support/dynalite-table.ts';
import { ordersFake } from '../support/fakes/orders-fake.ts';
import { purchasesFake } from '../support/fakes/purchases-fake.ts';
import { sampleItem } from '../support/plan-items.ts';

/*
 * What a sale grants (the buyer's purchase record, the plan's sales count) and takes back, on the adapter over
 * dynalite and on the purchases fake the payment and refund tests use: the same cases on both, so the fake cannot
 * drift from the table.
 */

let dynalite: Awaited<ReturnType<typeof startDynalite>>;
beforeAll(async () => {
  dynalite = await startDynalite();
});
afterAll(async () => {
  await dynalite.stop();
});

const SUB = 'buyer-1';
const PLAN = 'villa-01';
const SALES_BEFORE = 40;

interface Grants {
  grants: PurchaseGrants;
  orders: OrdersRepository;
  /** The order the buyer's purchase record of the plan names, if they have one. */
  purchaseOf(sub: string, planId: string): Promise<string | undefined>;
  /** The change in the plan's sales count since the world was opened. */
  salesChange(planId: string): Promise<number>;
}

const grantsOn: [string, () => Promise<Grants>][] = [
  [
    'in memory',
    async () => {
      const orders = ordersFake();
      const purchases = purchasesFake(orders);
      return {
        grants: purchases,
        orders,
        purchaseOf: async (sub, planId) => purchases.purchaseOf(sub, planId),
        salesChange: async (planId) => purchases.salesChange(planId),
      };
    },
  ],
  [
    'on the table',
    async () => {
      const table = await dynalite.newTable();
      const db = dynalite.db;
      await db.send(new PutCommand({ TableName: table, Item: sampleItem({ downloads: SALES_BEFORE }) }));
      const read = (pk: string, sk: string) => db.send(new GetCommand({ TableName: table, Key: { pk, sk } }));
      return {
        grants: purchaseGrants(db, table),
        orders: ordersRepository(db, table),
        purchaseOf: async (sub, planId) => (await read(`USER#${sub}`, `PURCHASE#${planId}`)).Item?.order_id,
        salesChange: async (planId) => Number((await read(`PLAN#${planId}`, 'PLAN')).Item?.downloads) - SALES_BEFORE,
      };
    },
  ],
];

function order(id: string, status: StoredOrder['status'], paidAt: string | null): StoredOrder {
  return sampleOrder({ id, reference: `thp_${id}`, status, payment_status: status, paid_at: paidAt });
}

const EARLIER = '11111111-1111-4111-8111-111111111111';
const LATER = '22222222-2222-4222-8222-222222222222';
const paid = (day: number) => `2026-11-${day}T10:00:00.000Z`;

describe.each(grantsOn)('the purchase grants %s', (_name, open) => {
  it('record the purchase, and withdraw it only for the order it names (harmlessly when there is none)', async () => {
    const world = await open();
    await world.grants.recordPurchase({ sub: SUB, planId: PLAN, orderId: LATER, paidAt: paid(22) });

    await world.grants.withdrawPurchase({ sub: SUB, planId: PLAN, orderId: EARLIER });
    expect(await world.purchaseOf(SUB, PLAN)).toBe(LATER);

    await world.grants.withdrawPurchase({ sub: SUB, planId: PLAN, orderId: LATER });
    expect(await world.purchaseOf(SUB, PLAN)).toBeUndefined();
    await world.grants.withdrawPurchase({ sub: SUB, planId: PLAN, orderId: LATER });
    expect(await world.purchaseOf(SUB, PLAN)).toBeUndefined();
  });

  it('recount the record onto the earliest-paid completed order of the plan, and remove it when none stands', async () => {
    const world = await open();
    await world.orders.create(order(EARLIER, 'completed', paid(20)));
    await world.orders.create(order(LATER, 'completed', paid(22)));
    await world.grants.recordPurchase({ sub: SUB, planId: PLAN, orderId: LATER, paidAt: paid(22) });

    await world.grants.recountPurchase(SUB, PLAN);
    expect(await world.purchaseOf(SUB, PLAN)).toBe(EARLIER);

    for (const id of [EARLIER, LATER]) {
      const stored = await world.orders.get(id);
      if (stored) await world.orders.writeRefundState(stored, { status: 'refunded' });
    }
    await world.grants.recountPurchase(SUB, PLAN);
    expect(await world.purchaseOf(SUB, PLAN)).toBeUndefined();
  });

  it('count each sale on the plan and take one back', async () => {
    const world = await open();

    await world.grants.countPlanDownload(PLAN);
    await world.grants.countPlanDownload(PLAN);
    await world.grants.uncountPlanDownload(PLAN);

    expect(await world.salesChange(PLAN)).toBe(1);
  });
});
