import type { OrderStatus } from '@shop/shared/orders/order';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryRemoval } from '../../src/repositories/delivery-removal.ts';
import { deliveryRepository } from '../../src/repositories/delivery-repository.ts';
import type { StoredOrder } from '../../src/repositories/order-item.ts';
import { type OrderSelfService, orderSelfService } from '../../src/repositories/order-self-service.ts';
import { type OrdersRepository, ordersRepository } from '../../src/repositories/orders-repository.ts';
import { sampleOrder } from '../handlers/payments/payment-fixtures.ts';
import { startDynalite } from '../support/dynalite-table.ts';
import { deliveriesFake } from '../support/fakes/deliveries-fake.ts';
import { orderSelfServiceFake } from '../support/fakes/order-self-service-fake.ts';
import { ordersFake } from '../support/fakes/orders-fake.ts';

/*
 * The orders and deliveries repositories and the in-memory fakes the domain tests use answer the same: each case
 * runs on both, on dynalite for the real ones, so a fake cannot drift from the table's conditions.
 */

let dynalite: Awaited<ReturnType<typeof startDynalite>>;
beforeAll(async () => {
  dynalite = await startDynalite();
});
afterAll(async () => {
  await dynalite.stop();
});

const NOW = '2026-11-28T10:00:00.000Z';

function order(id: string, overrides: Partial<StoredOrder> = {}): StoredOrder {
  return sampleOrder({ id, reference: `thp_${id}`, ...overrides });
}

const completed = (id: string, overrides: Partial<StoredOrder> = {}) =>
  order(id, {
    status: 'completed',
    payment_status: 'completed',
    paid_at: '2026-11-20T10:02:00.000Z',
    expires_at: '2026-11-27T10:02:00.000Z',
    ...overrides,
  });

interface OrderStore {
  orders: OrdersRepository;
  selfService: OrderSelfService;
}

const ordersOn: [string, () => Promise<OrderStore>][] = [
  [
    'in memory',
    async () => {
      const orders = ordersFake();
      return { orders, selfService: orderSelfServiceFake(orders) };
    },
  ],
  [
    'on the table',
    async () => {
      const table = await dynalite.newTable();
      return { orders: ordersRepository(dynalite.db, table), selfService: orderSelfService(dynalite.db, table) };
    },
  ],
];

async function listed(read: AsyncGenerator<StoredOrder>): Promise<string[]> {
  const ids: string[] = [];
  for await (const item of read) ids.push(item.id);
  return ids;
}

describe.each(ordersOn)('the orders %s', (_name, open) => {
  it('reads an order as created, refuses a taken id, and answers undefined for an unknown one', async () => {
    const { orders } = await open();
    await orders.create(order('a'));

    await expect(orders.create(order('a', { plan_title: 'Other' }))).rejects.toThrow('Order a exists');
    expect((await orders.get('a'))?.plan_title).toBe('4-Bedroom Tema Villa');
    expect(await orders.get('x')).toBeUndefined();
  });

  it("lists a user's orders newest first, only theirs, and reads the list by status and creation time", async () => {
    const { orders } = await open();
    await orders.create(order('a', { created_at: '2026-11-01T10:00:00.000Z' }));
    await orders.create(completed('b', { created_at: '2026-11-03T10:00:00.000Z' }));
    await orders.create(order('c', { created_at: '2026-11-02T10:00:00.000Z' }));
    await orders.create(order('d', { created_at: '2026-11-04T10:00:00.000Z', user_id: 'someone-else' }));

    expect((await orders.listByUser('buyer-1')).map((o) => o.id)).toEqual(['b', 'c', 'a']);
    expect(await listed(orders.readList({ newestFirst: true, pageSize: 2 }))).toEqual(['d', 'b', 'c', 'a']);
    expect(await listed(orders.readList({ status: 'pending', newestFirst: false, pageSize: 2 }))).toEqual([
      'a',
      'c',
      'd',
    ]);
    expect(
      await listed(
        orders.readList({
          newestFirst: true,
          pageSize: 10,
          after: { id: 'b', created_at: '2026-11-03T10:00:00.000Z' },
        }),
      ),
    ).toEqual(['c', 'a']);
    expect((await orders.listByStatusBefore('pending', '2026-11-02T10:00:00.000Z')).map((o) => o.id)).toEqual(['a']);
  });

  it.each([
    ['pending', true],
    ['failed', true],
    ['cancelled', true],
    ['completed', false],
    ['refunded', false],
  ] as [OrderStatus, boolean][])('completes a %s order: %s', async (status, completes) => {
    const { orders } = await open();
    const stored = order('a', { status, payment_status: status });
    await orders.create(stored);

    const answer = await orders.complete(stored, {
      paidAt: NOW,
      expiresAt: '2026-12-05T10:00:00.000Z',
      channel: 'card',
      files: [{ key: 'plans/villa-01/basic/plan.pdf', tier: 'basic' }],
    });

    expect(answer).toBe(completes);
    expect((await orders.get('a'))?.status).toBe(completes ? 'completed' : status);
    if (completes) expect(await orders.get('a')).toMatchObject({ payment_status: 'completed', paid_at: NOW });
  });

  it('declines and abandons only a pending order', async () => {
    const { orders } = await open();
    const pending = order('a');
    await orders.create(pending);
    await orders.create(completed('b'));

    expect(await orders.fail(pending, 'Declined', 'card')).toBe(true);
    expect(await orders.abandon(pending, 'Gone')).toBe(false);
    expect(await orders.fail(completed('b'), 'Declined', 'card')).toBe(false);
    expect(await orders.get('a')).toMatchObject({ status: 'failed', failure_reason: 'Declined', channel: 'card' });
  });

  it('writes a refund state only at the status and version it was read at, once of two racing writers', async () => {
    const { orders } = await open();
    const read = completed('a');
    await orders.create(read);

    const first = await orders.writeRefundState(read, { status: 'refunded', refunded_from: 'completed' });
    const second = await orders.writeRefundState(read, { status: 'refunded', refunded_from: 'completed' });
    const claimed = (await orders.get('a')) as StoredOrder;
    const settled = await orders.writeRefundState(claimed, { refund_status: 'processed' });

    expect([first, second, settled]).toEqual([true, false, true]);
    expect(await orders.get('a')).toMatchObject({
      status: 'refunded',
      payment_status: 'refunded',
      refund_status: 'processed',
      refund_version: 2,
    });
  });

  it('extends the window of a completed order only', async () => {
    const { orders } = await open();
    await orders.create(completed('a'));
    await orders.create(order('b'));

    expect(await orders.extendWindow('a', '2026-12-31T00:00:00.000Z')).toBe(true);
    expect(await orders.extendWindow('b', '2026-12-31T00:00:00.000Z')).toBe(false);
    expect(await orders.extendWindow('x', '2026-12-31T00:00:00.000Z')).toBe(false);
    expect((await orders.get('a'))?.expires_at).toBe('2026-12-31T00:00:00.000Z');
    expect((await orders.get('b'))?.expires_at).toBeNull();
  });

  it("counts each file's first download once, notes every download's time, and fails on an order that is gone", async () => {
    const { orders } = await open();
    await orders.create(completed('a'));

    const answers = [
      await orders.countDownload('a', 'f1', '2026-11-21T10:00:00.000Z'),
      await orders.countDownload('a', 'f1', '2026-11-21T11:00:00.000Z'),
      await orders.countDownload('a', 'f2', '2026-11-21T12:00:00.000Z'),
      await orders.countDownload('a', 'f1', '2026-11-21T13:00:00.000Z'),
    ];

    expect(answers).toEqual([true, false, true, false]);
    const counted = await orders.get('a');
    expect(counted?.download_count).toBe(2);
    expect([...(counted?.downloaded_files ?? [])].sort()).toEqual(['f1', 'f2']);
    expect(counted?.last_download_at).toBe('2026-11-21T13:00:00.000Z');
    await expect(orders.countDownload('x', 'f1', NOW)).rejects.toThrow('Order x is gone');
  });

  it("reopens a closed window once per counted allowance, and never an open, refunded or rewritten order's", async () => {
    const { orders, selfService } = await open();
    await orders.create(completed('a'));
    await orders.create(completed('b', { expires_at: '2026-12-01T00:00:00.000Z' }));
    await orders.create(completed('c', { refund_version: 1 }));
    const reopening = (seenCount: number, refundVersion?: number) => ({
      expiresAt: '2026-12-05T10:00:00.000Z',
      at: NOW,
      seenCount,
      refundVersion,
      closedBefore: NOW,
    });

    const answers = [
      await selfService.reopenWindow('a', reopening(0)),
      await selfService.reopenWindow('a', reopening(0)),
      await selfService.reopenWindow('b', reopening(0)),
      await selfService.reopenWindow('c', reopening(0)),
      await selfService.reopenWindow('c', reopening(0, 1)),
      await selfService.reopenWindow('x', reopening(0)),
    ];

    expect(answers).toEqual([true, false, false, false, true, false]);
    expect(await orders.get('a')).toMatchObject({ expires_at: '2026-12-05T10:00:00.000Z', window_reopenings: [NOW] });
  });
});

const deliveriesOn: [string, () => Promise<ReturnType<typeof deliveriesFake>>][] = [
  ['in memory', async () => deliveriesFake()],
  [
    'on the table',
    async () => {
      const table = await dynalite.newTable();
      const removal = deliveryRemoval(dynalite.db, table, { send: async () => ({ Contents: [] }) } as never, 'bucket');
      return { ...deliveryRepository(dynalite.db, table), ...removal };
    },
  ],
];

describe.each(deliveriesOn)('the deliveries %s', (_name, open) => {
  const ready = (fingerprint: string, readyAt: string) => ({
    status: 'ready' as const,
    fingerprint,
    requested_at: readyAt,
    ready_at: readyAt,
    files: [],
    certificate_key: 'deliveries/a/certificate.pdf',
    zip_key: 'deliveries/a/plan.zip',
  });

  it('lets one request claim the making, again for other files, a stale request or an old delivery', async () => {
    const deliveries = await open();
    const ask = (fingerprint: string, at: string) =>
      deliveries.request('a', fingerprint, at, '2026-11-28T09:45:00.000Z', '2026-11-21T10:00:00.000Z');

    const answers = [
      await ask('f1', '2026-11-28T09:50:00.000Z'),
      await ask('f1', '2026-11-28T09:55:00.000Z'),
      await ask('f2', '2026-11-28T09:56:00.000Z'),
    ];
    await deliveries.markReady('a', ready('f2', '2026-11-20T10:00:00.000Z'));
    answers.push(await ask('f2', NOW));

    expect(answers).toEqual([true, false, true, true]);
    expect(await deliveries.get('a')).toMatchObject({ status: 'preparing', fingerprint: 'f2', requested_at: NOW });
  });

  it('records a made delivery unless a request for other files replaced it, and removes it', async () => {
    const deliveries = await open();
    await deliveries.request('a', 'f2', NOW, '', '');

    const stale = await deliveries.markReady('a', ready('f1', NOW));
    const current = await deliveries.markReady('a', ready('f2', NOW));
    const made = await deliveries.get('a');
    await deliveries.remove('a');

    expect([stale, current]).toEqual([false, true]);
    expect(made).toEqual(ready('f2', NOW));
    expect(await deliveries.get('a')).toBeUndefined();
  });
});
