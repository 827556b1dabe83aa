import { LIBRARY_TEXTS } from '@shop/shared/orders/library';
import { describe, expect, it } from 'vitest';
import type { Caller } from '../../../src/auth/caller.ts';
import { type LibraryDeps, listLibrary } from '../../../src/domain/library/list-library.ts';
import { type ReopenDeps, reopenWindow } from '../../../src/domain/library/reopen-window.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../../../src/errors/domain-errors.ts';
import type { StoredOrder } from '../../../src/repositories/order-item.ts';
import type { StoredFileVersion } from '../../../src/repositories/plan-file-versions-repository.ts';
import { ORDER_ID, sampleOrder } from '../../handlers/payments/payment-fixtures.ts';
import { auditFake } from '../../support/fakes/audit-fake.ts';
import { fileVersionsFake } from '../../support/fakes/file-versions-fake.ts';
import { mailerFake } from '../../support/fakes/mailer-fake.ts';
import { orderSelfServiceFake } from '../../support/fakes/order-self-service-fake.ts';
import { ordersFake } from '../../support/fakes/orders-fake.ts';
import { plansFake } from '../../support/fakes/plans-fake.ts';
import { settingsFake } from '../../support/fakes/settings-fake.ts';

/*
 * The buyer's library: every plan they hold, and reopening a closed window themselves within the yearly allowance.
 * Checked on what the buyer sees and what their order becomes, against the in-memory orders.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-11-28T09:00:00.000Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY_MS).toISOString();
const OWNER: Caller = { sub: 'buyer-1', email: 'ama@example.com', groups: [] };
const STRANGER: Caller = { sub: 'buyer-2', email: 'kojo@example.com', groups: [] };
const ADMIN: Caller = { sub: 'admin-1', email: 'staff@example.com', groups: ['admin'] };

/** A standard order of villa-01 paid `paidDaysAgo` days ago, its 7-day window long closed. */
function paidOrder(overrides: Partial<StoredOrder> = {}, paidDaysAgo = 120): StoredOrder {
  return sampleOrder({
    status: 'completed',
    payment_status: 'completed',
    paid_at: daysAgo(paidDaysAgo),
    expires_at: daysAgo(paidDaysAgo - 7),
    licenceName: 'Ama Mensah',
    files: [{ key: 'plans/villa-01/standard/villa-01-standard.pdf', tier: 'standard' }],
    ...overrides,
  });
}

function libraryOf(
  orders: StoredOrder[],
  options: { freeReopenings?: number; versions?: Record<string, StoredFileVersion[]> } = {},
): LibraryDeps {
  return {
    orders: ordersFake(orders),
    plans: plansFake(),
    versions: fileVersionsFake(options.versions),
    settings: settingsFake(
      options.freeReopenings === undefined ? {} : { library_free_reopenings: options.freeReopenings },
    ),
    now: () => NOW,
  };
}

function reopening(order: StoredOrder, options: { freeReopenings?: number } = {}) {
  const orders = ordersFake([order]);
  const mailer = mailerFake();
  const audit = auditFake();
  const deps: ReopenDeps = {
    orders,
    selfService: orderSelfServiceFake(orders),
    mailer,
    settings: settingsFake(
      options.freeReopenings === undefined ? {} : { library_free_reopenings: options.freeReopenings },
    ),
    audit,
    siteUrl: 'https://shop.example.com',
    now: () => NOW,
  };
  return { deps, orders, mailer, audit };
}

describe('listLibrary: every plan the buyer holds', () => {
  it('lists each plan once by its highest completed package, with its licence, revision date and reopenings', async () => {
    // Prepare: villa-01 bought as basic, then premium (an upgrade counts like any order); a refunded bungalow; a
    // pending order; the premium file revised since
    const basic = paidOrder({ id: 'order-basic', package_type: 'basic', tier: 'basic' }, 200);
    const premium = paidOrder(
      {
        id: 'order-premium',
        package_type: 'premium',
        tier: 'premium',
        files: [{ key: 'plans/villa-01/premium/villa-01.dwg', tier: 'premium' }],
        window_reopenings: [daysAgo(400), daysAgo(30)],
      },
      100,
    );
    const refunded = paidOrder({ id: 'order-refunded', plan_id: 'bungalow-02', status: 'refunded' }, 10);
    const pending = sampleOrder({ id: 'order-pending', plan_id: 'town-03' });
    const deps = libraryOf([refunded, pending, premium, basic], {
      versions: {
        'villa-01': [
          {
            key: 'plans/villa-01/premium/villa-01.dwg',
            tier: 'premium',
            replaced_by: 'plans/villa-01/premium/v2/villa-01.dwg',
            replaced_at: daysAgo(5),
          },
        ],
      },
    });

    // Act
    const library = await listLibrary(deps, OWNER);

    // Assess
    expect(library).toEqual({
      free_reopenings_per_year: 3,
      plans: [
        expect.objectContaining({
          plan_id: 'villa-01',
          package_type: 'premium',
          order_id: 'order-premium',
          order_ids: ['order-premium', 'order-basic'],
          licence_name: 'Ama Mensah',
          window_open: false,
          // One of the two reopenings falls in the last 12 months
          reopenings_left: 2,
          reopen_refusal: null,
          revised_at: daysAgo(5),
        }),
      ],
    });
  });

  it('lists only the caller’s own plans', async () => {
    const deps = libraryOf([
      paidOrder({ id: 'mine' }),
      paidOrder({ id: 'theirs', plan_id: 'b', user_id: STRANGER.sub }),
    ]);

    const library = await listLibrary(deps, OWNER);

    expect(library.plans.map((plan) => plan.order_id)).toEqual(['mine']);
  });

  it("says why a plan cannot be reopened on the buyer's own: a dispute, the allowance used, reopening off", async () => {
    const deps = libraryOf(
      [
        paidOrder({ id: 'disputed', plan_id: 'a', dispute_status: 'resolved' }),
        paidOrder({ id: 'used', plan_id: 'b', window_reopenings: [daysAgo(100)] }),
        paidOrder({ id: 'open', plan_id: 'c', expires_at: daysAgo(-2) }, 5),
      ],
      { freeReopenings: 1 },
    );

    const library = await listLibrary(deps, OWNER);

    const byOrder = Object.fromEntries(library.plans.map((p) => [p.order_id, [p.window_open, p.reopen_refusal]]));
    expect(byOrder).toEqual({
      disputed: [false, LIBRARY_TEXTS.disputed],
      used: [false, LIBRARY_TEXTS.limitReached],
      open: [true, null],
    });
  });
});

describe('reopenWindow: the buyer reopens a closed window', () => {
  it('opens 7 days from now, counts the reopening, mails the link and audits the buyer', async () => {
    const { deps, orders, mailer, audit } = reopening(paidOrder());

    const answer = await reopenWindow(deps, OWNER, ORDER_ID);

    expect(answer.expires_at).toBe('2026-12-05T09:00:00.000Z');
    expect(answer).not.toHaveProperty('window_reopenings');
    expect(await orders.get(ORDER_ID)).toMatchObject({
      expires_at: '2026-12-05T09:00:00.000Z',
      window_reopenings: [NOW.toISOString()],
    });
    expect(mailer.ofKind('order-window-extended')[0]?.text).toContain(`https://shop.example.com/download/${ORDER_ID}`);
    expect(audit.entries).toEqual([
      expect.objectContaining({ actor_id: OWNER.sub, action: 'order.reopen-window', target_id: ORDER_ID }),
    ]);
  });

  it('refuses (403, nothing written) once the allowance staff set is used in the last 12 months', async () => {
    const order = paidOrder({ window_reopenings: [daysAgo(300), daysAgo(20)] });
    const { deps, orders, mailer } = reopening(order, { freeReopenings: 2 });

    await expect(reopenWindow(deps, OWNER, ORDER_ID)).rejects.toThrow(new ForbiddenError(LIBRARY_TEXTS.limitReached));

    expect(await orders.get(ORDER_ID)).toEqual(order);
    expect(mailer.sent).toHaveLength(0);
  });

  it('counts only the rolling year: a reopening 13 months ago frees its place', async () => {
    const { deps, orders } = reopening(paidOrder({ window_reopenings: [daysAgo(395)] }, 500), { freeReopenings: 1 });

    await reopenWindow(deps, OWNER, ORDER_ID);

    expect((await orders.get(ORDER_ID))?.window_reopenings).toEqual([daysAgo(395), NOW.toISOString()]);
  });

  it.each([
    ['a disputed order', paidOrder({ dispute_status: 'resolved' }), new ForbiddenError(LIBRARY_TEXTS.disputed)],
    [
      'a refunded order',
      paidOrder({ status: 'refunded', payment_status: 'refunded' }),
      new ConflictError(LIBRARY_TEXTS.notOwned),
    ],
    ['an open window', paidOrder({ expires_at: daysAgo(-3) }, 4), new ConflictError(LIBRARY_TEXTS.windowOpen)],
  ])('refuses %s and writes nothing', async (_case, order, refusal) => {
    const { deps, orders } = reopening(order);

    const reopened = reopenWindow(deps, OWNER, ORDER_ID);

    await expect(reopened).rejects.toThrow(refusal);
    await expect(reopened).rejects.toBeInstanceOf(refusal.constructor);
    expect(await orders.get(ORDER_ID)).toEqual(order);
  });

  it('refuses when staff turned self-service off (0 a year)', async () => {
    const { deps } = reopening(paidOrder(), { freeReopenings: 0 });

    await expect(reopenWindow(deps, OWNER, ORDER_ID)).rejects.toThrow(new ForbiddenError(LIBRARY_TEXTS.selfServiceOff));
  });

  it("answers another buyer's order like a missing one (404), staff included", async () => {
    const { deps, orders } = reopening(paidOrder());

    await expect(reopenWindow(deps, STRANGER, ORDER_ID)).rejects.toThrow(NotFoundError);
    await expect(reopenWindow(deps, ADMIN, ORDER_ID)).rejects.toThrow(NotFoundError);
    expect(await orders.get(ORDER_ID)).toEqual(paidOrder());
  });

  it('answers 409 with no mail when a racing reopening won the write between the read and it', async () => {
    // Prepare: the read sees no reopening; another click's reopening lands before this one's write.
    const { deps, orders, mailer, audit } = reopening(paidOrder());
    const seen = paidOrder();
    orders.seed(paidOrder({ window_reopenings: [daysAgo(0)], expires_at: daysAgo(-7) }));

    // Act
    const reopened = reopenWindow({ ...deps, orders: { get: async () => seen } }, OWNER, ORDER_ID);

    // Assess
    await expect(reopened).rejects.toThrow(new ConflictError(LIBRARY_TEXTS.raced));
    expect((await orders.get(ORDER_ID))?.window_reopenings).toEqual([daysAgo(0)]);
    expect(mailer.sent).toHaveLength(0);
    expect(audit.entries).toEqual([]);
  });

  it('answers 409 when a refund was written between the read and the write', async () => {
    const { deps, orders, mailer } = reopening(paidOrder());
    const seen = paidOrder();
    orders.seed(paidOrder({ refund_version: 1 }));

    const reopened = reopenWindow({ ...deps, orders: { get: async () => seen } }, OWNER, ORDER_ID);

    await expect(reopened).rejects.toThrow(new ConflictError(LIBRARY_TEXTS.raced));
    expect((await orders.get(ORDER_ID))?.window_reopenings).toBeUndefined();
    expect(mailer.sent).toHaveLength(0);
  });
});
