import { REFUND_TEXTS } from '@shop/shared/orders/staff-actions';
import { describe, expect, it } from 'vitest';
import type { Caller } from '../../../src/auth/caller.ts';
import type { RefundDeps } from '../../../src/domain/refunds/refund-deps.ts';
import { refundOrder } from '../../../src/domain/refunds/refund-order.ts';
import { ConflictError, ForbiddenError, ProviderFailedError } from '../../../src/errors/domain-errors.ts';
import type { StoredOrder } from '../../../src/repositories/order-item.ts';
import { ORDER_ID, REFERENCE, sampleOrder } from '../../handlers/payments/payment-fixtures.ts';
import { analyticsFake } from '../../support/fakes/analytics-fake.ts';
import { auditFake } from '../../support/fakes/audit-fake.ts';
import { deliveriesFake } from '../../support/fakes/deliveries-fake.ts';
import { documentNumbersFake } from '../../support/fakes/document-numbers-fake.ts';
import { mailerFake } from '../../support/fakes/mailer-fake.ts';
import { ordersFake } from '../../support/fakes/orders-fake.ts';
import { paystackFake } from '../../support/fakes/paystack-fake.ts';
import { purchasesFake } from '../../support/fakes/purchases-fake.ts';
import { refundsFake } from '../../support/fakes/refunds-fake.ts';
import { settingsFake } from '../../support/fakes/settings-fake.ts';

/*
 * Staff refunding an order through Paystack, on the in-memory orders: the policy, the claim before Paystack is
 * asked, and what a refund leaves behind (the order refunded, the sale taken back, the copies gone, the buyer
 * mailed, the trail written) or, when Paystack says no, the order as it was.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-11-28T10:00:00.000Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY_MS).toISOString();
const ADMIN: Caller = { sub: 'admin-ama', email: 'ama@temahouseplans.com', groups: ['admin'] };
const SUPER_ADMIN: Caller = { sub: 'super-kofi', email: 'kofi@temahouseplans.com', groups: ['super_admin'] };
const STAMPED = {
  status: 'ready' as const,
  fingerprint: 'f',
  requested_at: daysAgo(3),
  ready_at: daysAgo(3),
  files: [],
  certificate_key: `deliveries/${ORDER_ID}/certificate.pdf`,
  zip_key: `deliveries/${ORDER_ID}/plan.zip`,
};

/** A completed standard order of villa-01, paid `paidDaysAgo` days ago, nothing downloaded yet. */
function completedOrder(overrides: Partial<StoredOrder> = {}, paidDaysAgo = 3): StoredOrder {
  return sampleOrder({
    status: 'completed',
    payment_status: 'completed',
    channel: 'card',
    paid_at: daysAgo(paidDaysAgo),
    expires_at: new Date(NOW.getTime() + 4 * DAY_MS).toISOString(),
    files: [{ key: 'plans/villa-01/standard/villa-01-standard.pdf', tier: 'standard' }],
    ...overrides,
  });
}

function shop(
  order: StoredOrder,
  options: {
    paystack?: Parameters<typeof paystackFake>[0];
    earlierRefund?: string;
  } = {},
) {
  const orders = ordersFake([order]);
  const purchases = purchasesFake(orders, [{ sub: order.user_id, planId: order.plan_id, orderId: order.id }]);
  const deliveries = deliveriesFake({ [order.id]: STAMPED });
  const refunds = refundsFake(
    options.earlierRefund ? [{ sub: order.user_id, planId: order.plan_id, orderId: options.earlierRefund }] : [],
  );
  const analytics = analyticsFake();
  const mailer = mailerFake();
  const audit = auditFake();
  const paystack = paystackFake(options.paystack);
  const deps: RefundDeps & { paystack: typeof paystack } = {
    orders,
    refunds,
    analytics,
    grants: purchases,
    deliveries,
    mailer,
    numbers: documentNumbersFake(),
    settings: settingsFake(),
    audit,
    siteUrl: 'https://shop.example.com',
    now: () => NOW,
    paystack,
  };
  return { deps, orders, purchases, deliveries, refunds, analytics, mailer, audit, paystack };
}

describe('refundOrder: the refund policy on the server', () => {
  it('refunds a completed order within 30 days with nothing downloaded, in full, once, and takes the sale back', async () => {
    // Prepare: Paystack notes what the order was when it was asked
    let seenByPaystack: StoredOrder | undefined;
    let notePaystackView = async () => {};
    const { deps, orders, purchases, deliveries, refunds, analytics, mailer, audit, paystack } = shop(
      completedOrder(),
      { paystack: { beforeRefund: () => notePaystackView() } },
    );
    notePaystackView = async () => {
      seenByPaystack = await orders.get(ORDER_ID);
    };

    // Act
    const answer = await refundOrder(deps, ADMIN, ORDER_ID, { reason: 'Bought the wrong plan' });

    // Assess: Paystack asked once for the whole amount of this transaction
    expect(paystack.refunds).toEqual([{ transaction: REFERENCE, amount: 400_000 }]);
    // The order was claimed (refunded, so downloads close) before Paystack was called
    expect(seenByPaystack?.status).toBe('refunded');
    expect(answer.status).toBe('refunded');
    expect((await orders.get(ORDER_ID))?.status).toBe('refunded');
    // One refund per customer and plan is recorded; the purchase record goes (no other order of the plan stands);
    // the plan loses the sale, and the shop's figures too
    expect(await refunds.refundedOrder('buyer-1', 'villa-01')).toBe(ORDER_ID);
    expect(purchases.purchaseOf('buyer-1', 'villa-01')).toBeUndefined();
    expect(purchases.salesChange('villa-01')).toBe(-1);
    expect(analytics.reversedSales).toEqual([expect.objectContaining({ planId: 'villa-01', amountPesewas: 400_000 })]);
    // The order's stamped delivery is taken away
    expect(await deliveries.get(ORDER_ID)).toBeUndefined();
    // The buyer is mailed; the audit trail names the admin and the reason
    expect(mailer.ofKind('order-refund').map((mail) => mail.to)).toEqual(['ama@example.com']);
    expect(audit.entries).toEqual([
      expect.objectContaining({
        actor_email: ADMIN.email,
        action: 'order.refund',
        target_id: ORDER_ID,
        summary: expect.stringContaining('Bought the wrong plan'),
      }),
    ]);
  });

  it('keeps the purchase record when another completed order of the plan still stands', async () => {
    const { deps, orders, purchases } = shop(completedOrder());
    await orders.create(completedOrder({ id: 'earlier-order', created_at: '2026-01-05T10:00:00.000Z' }));

    await refundOrder(deps, ADMIN, ORDER_ID, { reason: 'Bought the wrong plan' });

    expect(purchases.purchaseOf('buyer-1', 'villa-01')).toBe('earlier-order');
  });

  it.each([
    ['31 days after the purchase', completedOrder({}, 31), undefined, REFUND_TEXTS.tooLate],
    [
      'after a file was downloaded',
      completedOrder({ download_count: 1, downloaded_files: ['plans/villa-01/standard/villa-01-standard.pdf'] }),
      undefined,
      REFUND_TEXTS.downloaded,
    ],
    ['a second time for this customer and plan', completedOrder(), 'an-earlier-order', REFUND_TEXTS.onePerPlan],
  ])('refuses %s (409) without asking Paystack or touching the order', async (_case, order, earlier, message) => {
    const { deps, orders, mailer, paystack } = shop(order, { earlierRefund: earlier });

    await expect(refundOrder(deps, ADMIN, ORDER_ID, { reason: 'Asked for a refund' })).rejects.toThrow(
      new ConflictError(message),
    );

    expect(paystack.refunds).toHaveLength(0);
    expect(await orders.get(ORDER_ID)).toEqual(order);
    expect(mailer.ofKind('order-refund')).toHaveLength(0);
  });

  it('lets only a super admin override the policy (403 for an admin), and records the reason and the override', async () => {
    const { deps, paystack, audit } = shop(completedOrder({}, 40));

    await expect(refundOrder(deps, ADMIN, ORDER_ID, { reason: 'Goodwill', override: true })).rejects.toThrow(
      new ForbiddenError(REFUND_TEXTS.overrideNeedsSuperAdmin),
    );
    await refundOrder(deps, SUPER_ADMIN, ORDER_ID, { reason: 'Goodwill: the drawings had an error', override: true });

    expect(paystack.refunds).toHaveLength(1);
    expect(audit.entries).toEqual([
      expect.objectContaining({
        actor_email: SUPER_ADMIN.email,
        action: 'order.refund.override',
        summary: expect.stringContaining(
          `Goodwill: the drawings had an error (policy overridden: ${REFUND_TEXTS.tooLate})`,
        ),
      }),
    ]);
  });

  it('puts the order back when Paystack refuses the refund (409), with nothing mailed, reversed or audited', async () => {
    const { deps, orders, purchases, deliveries, mailer, audit } = shop(completedOrder(), {
      paystack: { refund: { refused: 'Transaction has been fully reversed' } },
    });

    await expect(refundOrder(deps, ADMIN, ORDER_ID, { reason: 'Bought the wrong plan' })).rejects.toThrow(
      new ConflictError(`${REFUND_TEXTS.providerRefused}: Transaction has been fully reversed`),
    );

    expect((await orders.get(ORDER_ID))?.status).toBe('completed');
    expect(purchases.salesChange('villa-01')).toBe(0);
    expect(purchases.purchaseOf('buyer-1', 'villa-01')).toBe(ORDER_ID);
    expect(await deliveries.get(ORDER_ID)).toEqual(STAMPED);
    expect(mailer.ofKind('order-refund')).toHaveLength(0);
    expect(audit.entries).toEqual([]);
  });

  it('puts the order back when Paystack cannot be reached, and says so', async () => {
    const { deps, orders } = shop(completedOrder(), { paystack: { refund: 'unreachable' } });

    await expect(refundOrder(deps, ADMIN, ORDER_ID, { reason: 'Bought the wrong plan' })).rejects.toThrow(
      new ProviderFailedError(REFUND_TEXTS.providerDown),
    );
    expect((await orders.get(ORDER_ID))?.status).toBe('completed');
  });

  it('answers 409 to the second of two clicks (the claim is taken) and asks Paystack nothing more', async () => {
    // Prepare: the other click's claim lands between this one's read and its write.
    const { deps, orders, paystack } = shop(completedOrder());
    const seen = completedOrder();
    orders.seed(
      completedOrder({
        status: 'refunded',
        payment_status: 'refunded',
        refund_status: 'requested',
        refunded_from: 'completed',
        refund_version: 1,
      }),
    );
    let reads = 0;
    const firstReadStale = { ...orders, get: async (id: string) => (reads++ === 0 ? seen : orders.get(id)) };

    // Act
    const refunding = refundOrder({ ...deps, orders: firstReadStale }, ADMIN, ORDER_ID, {
      reason: 'Bought the wrong plan',
    });

    // Assess
    await expect(refunding).rejects.toThrow(new ConflictError(REFUND_TEXTS.alreadyRefunded));
    expect(paystack.refunds).toHaveLength(0);
  });

  it('refuses a pending order (409)', async () => {
    const { deps, paystack } = shop(sampleOrder());

    await expect(refundOrder(deps, ADMIN, ORDER_ID, { reason: 'Bought the wrong plan' })).rejects.toThrow(
      new ConflictError(REFUND_TEXTS.notCompleted),
    );
    expect(paystack.refunds).toHaveLength(0);
  });
});
