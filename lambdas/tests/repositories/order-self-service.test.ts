import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { RefundRequestState } from '@shop/shared/orders/refund-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredOrder } from '../../src/repositories/order-item.ts';
import { orderSelfService } from '../../src/repositories/order-self-service.ts';
import { ordersRepository } from '../../src/repositories/orders-repository.ts';
import { ORDER_ID, orderItem } from '../handlers/payments/payment-fixtures.ts';
import { startDynalite } from '../support/dynalite-table.ts';

/*
 * The buyer's conditional writes against a real engine (dynalite, as offline): the conditions are what keep racing
 * reopenings and double-clicked refund requests to one, so they are checked where DynamoDB's semantics apply.
 */

const NOW = '2026-11-28T10:00:00.000Z';
const CLOSED = '2026-06-01T10:00:00.000Z';
const IN_SEVEN_DAYS = '2026-12-05T10:00:00.000Z';

let dynalite: Awaited<ReturnType<typeof startDynalite>>;
beforeAll(async () => {
  dynalite = await startDynalite();
});
afterAll(async () => {
  await dynalite.stop();
});

async function tableWith(overrides: Partial<StoredOrder>) {
  const table = await dynalite.newTable();
  await dynalite.db.send(
    new PutCommand({
      TableName: table,
      Item: orderItem({
        status: 'completed',
        payment_status: 'completed',
        paid_at: '2026-05-25T10:00:00.000Z',
        expires_at: CLOSED,
        ...overrides,
      }),
    }),
  );
  return { writes: orderSelfService(dynalite.db, table), orders: ordersRepository(dynalite.db, table) };
}

const reopening = (seenCount: number, refundVersion?: number) => ({
  expiresAt: IN_SEVEN_DAYS,
  at: NOW,
  seenCount,
  refundVersion,
  closedBefore: NOW,
});

describe('reopenWindow: one conditional update', () => {
  it('lets exactly one of two racing reopenings through, and counts it once', async () => {
    const { writes, orders } = await tableWith({});

    const answers = await Promise.all([
      writes.reopenWindow(ORDER_ID, reopening(0)),
      writes.reopenWindow(ORDER_ID, reopening(0)),
    ]);

    expect(answers.filter(Boolean)).toHaveLength(1);
    const order = await orders.get(ORDER_ID);
    expect(order?.expires_at).toBe(IN_SEVEN_DAYS);
    expect(order?.window_reopenings).toEqual([NOW]);
  });

  it('appends to earlier reopenings only while their count is the one read', async () => {
    const { writes, orders } = await tableWith({ window_reopenings: ['2026-02-01T10:00:00.000Z'] });

    const stale = await writes.reopenWindow(ORDER_ID, reopening(0));
    const current = await writes.reopenWindow(ORDER_ID, reopening(1));

    expect([stale, current]).toEqual([false, true]);
    expect((await orders.get(ORDER_ID))?.window_reopenings).toEqual(['2026-02-01T10:00:00.000Z', NOW]);
  });

  it('refuses a window that is open again, a refunded order and a refund or dispute written since the read', async () => {
    const open = await tableWith({ expires_at: '2026-11-30T10:00:00.000Z' });
    const refunded = await tableWith({ status: 'refunded', payment_status: 'refunded' });
    const disputedSince = await tableWith({ refund_version: 2 });

    expect(await open.writes.reopenWindow(ORDER_ID, reopening(0))).toBe(false);
    expect(await refunded.writes.reopenWindow(ORDER_ID, reopening(0))).toBe(false);
    expect(await disputedSince.writes.reopenWindow(ORDER_ID, reopening(0, 1))).toBe(false);
    expect(await disputedSince.writes.reopenWindow(ORDER_ID, reopening(0, 2))).toBe(true);
    expect((await open.orders.get(ORDER_ID))?.window_reopenings).toBeUndefined();
  });
});

describe('refund requests: stored once, decided once', () => {
  const pending: RefundRequestState = {
    status: 'pending',
    reason: 'The plan does not fit my plot',
    requested_at: NOW,
    policy_refusal: 'too late',
    decided_at: null,
    decision_reason: null,
  };

  it('stores one request of two racing ones, and moves it on only from the state named', async () => {
    const { writes, orders } = await tableWith({});

    const stored = await Promise.all([
      writes.storeRefundRequest(ORDER_ID, pending),
      writes.storeRefundRequest(ORDER_ID, { ...pending, reason: 'Another reason' }),
    ]);
    const declined = { ...pending, status: 'declined' as const, decided_at: NOW, decision_reason: 'Files downloaded' };
    const fromGranted = await writes.updateRefundRequest(ORDER_ID, 'granted', declined);
    const fromPending = await Promise.all([
      writes.updateRefundRequest(ORDER_ID, 'pending', declined),
      writes.updateRefundRequest(ORDER_ID, 'pending', { ...declined, decision_reason: 'Second staff member' }),
    ]);

    expect(stored.filter(Boolean)).toHaveLength(1);
    expect(fromGranted).toBe(false);
    expect(fromPending.filter(Boolean)).toHaveLength(1);
    expect((await orders.get(ORDER_ID))?.refund_request?.status).toBe('declined');
  });

  it('writes nothing for an order that does not exist', async () => {
    const { writes } = await tableWith({});

    expect(await writes.storeRefundRequest('no-such-order', pending)).toBe(false);
  });
});
