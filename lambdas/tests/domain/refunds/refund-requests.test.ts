import { REFUND_REQUEST_TEXTS, type RefundRequestState } from '@shop/shared/orders/refund-request';
import { REFUND_TEXTS } from '@shop/shared/orders/staff-actions';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Caller } from '../../../src/auth/caller.ts';
import { decideRefundRequest } from '../../../src/domain/refunds/decide-refund-request.ts';
import { type RequestRefundDeps, requestRefund } from '../../../src/domain/refunds/request-refund.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../../../src/errors/domain-errors.ts';
import type { StoredOrder } from '../../../src/repositories/order-item.ts';
import { ORDER_ID, REFERENCE, sampleOrder } from '../../handlers/payments/payment-fixtures.ts';
import { analyticsFake } from '../../support/fakes/analytics-fake.ts';
import { auditFake } from '../../support/fakes/audit-fake.ts';
import { deliveriesFake } from '../../support/fakes/deliveries-fake.ts';
import { documentNumbersFake } from '../../support/fakes/document-numbers-fake.ts';
import { mailerFake } from '../../support/fakes/mailer-fake.ts';
import { orderSelfServiceFake } from '../../support/fakes/order-self-service-fake.ts';
import { ordersFake } from '../../support/fakes/orders-fake.ts';
import { paystackFake } from '../../support/fakes/paystack-fake.ts';
import { purchasesFake } from '../../support/fakes/purchases-fake.ts';
import { refundsFake } from '../../support/fakes/refunds-fake.ts';
import { settingsFake } from '../../support/fakes/settings-fake.ts';

/*
 * The buyer asking for their money back, and staff deciding what waits for them, on the in-memory orders: checked on
 * the request the order then holds, whether Paystack was asked, who is mailed and what the trail records.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-11-28T10:00:00.000Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY_MS).toISOString();
const OWNER: Caller = { sub: 'buyer-1', email: 'ama@example.com', groups: [] };
const STRANGER: Caller = { sub: 'buyer-2', email: 'kojo@example.com', groups: [] };
const ADMIN: Caller = { sub: 'admin-ama', email: 'ama@temahouseplans.com', groups: ['admin'] };
const SUPER_ADMIN: Caller = { sub: 'super-kofi', email: 'kofi@temahouseplans.com', groups: ['super_admin'] };

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

const pendingRequest: RefundRequestState = {
  status: 'pending',
  reason: 'The plan does not fit my plot after all',
  requested_at: daysAgo(1),
  policy_refusal: REFUND_TEXTS.tooLate,
  decided_at: null,
  decision_reason: null,
};

function shop(
  order: StoredOrder,
  options: { paystack?: Parameters<typeof paystackFake>[0]; earlierRefund?: string } = {},
) {
  const orders = ordersFake([order]);
  const mailer = mailerFake();
  const audit = auditFake();
  const paystack = paystackFake(options.paystack);
  const deps: RequestRefundDeps = {
    orders,
    selfService: orderSelfServiceFake(orders),
    refunds: refundsFake(
      options.earlierRefund ? [{ sub: order.user_id, planId: order.plan_id, orderId: options.earlierRefund }] : [],
    ),
    analytics: analyticsFake(),
    grants: purchasesFake(orders),
    deliveries: deliveriesFake(),
    mailer,
    numbers: documentNumbersFake(),
    settings: settingsFake(),
    audit,
    siteUrl: 'https://shop.example.com',
    now: () => NOW,
    paystack,
  };
  return { deps, orders, mailer, audit, paystack };
}

beforeEach(() => {
  vi.stubEnv('LOG_LEVEL', 'silent');
  return () => vi.unstubAllEnvs();
});

describe('requestRefund: the buyer asks', () => {
  it('grants a request inside the policy at once, through the staff refund path: Paystack once, the refund mail', async () => {
    const { deps, orders, mailer, audit, paystack } = shop(completedOrder());

    const answer = await requestRefund(deps, OWNER, ORDER_ID, { reason: 'Bought the wrong plan' });

    expect(answer.refund_request).toMatchObject({
      status: 'granted',
      reason: 'Bought the wrong plan',
      policy_refusal: null,
    });
    expect(await orders.get(ORDER_ID)).toMatchObject({
      status: 'refunded',
      refund_request: { status: 'granted', reason: 'Bought the wrong plan' },
    });
    expect(paystack.refunds).toEqual([{ transaction: REFERENCE, amount: 400_000 }]);
    expect(mailer.ofKind('order-refund')).toHaveLength(1);
    expect(audit.entries).toEqual([
      expect.objectContaining({
        actor_id: OWNER.sub,
        action: 'order.refund',
        summary: expect.stringContaining("Buyer's request: Bought the wrong plan"),
      }),
    ]);
  });

  it.each([
    ['31 days after the purchase', completedOrder({}, 31), REFUND_TEXTS.tooLate],
    [
      'after a file was downloaded',
      completedOrder({ download_count: 1, downloaded_files: ['plans/villa-01/standard/villa-01-standard.pdf'] }),
      REFUND_TEXTS.downloaded,
    ],
  ])(
    'keeps a request %s for staff: no Paystack call, the reason and the policy stored, staff mailed',
    async (_c, order, why) => {
      const { deps, orders, mailer, audit, paystack } = shop(order);

      const answer = await requestRefund(deps, OWNER, ORDER_ID, { reason: 'The plan does not fit my plot after all' });

      expect(answer.status).toBe('completed');
      expect(answer.refund_request).toMatchObject({ status: 'pending', policy_refusal: why });
      expect((await orders.get(ORDER_ID))?.refund_request).toMatchObject({ status: 'pending', policy_refusal: why });
      expect(paystack.refunds).toHaveLength(0);
      expect(mailer.ofKind('order-refund-requested').map((mail) => mail.text)).toEqual([
        expect.stringContaining('The plan does not fit my plot after all'),
      ]);
      expect(audit.entries).toEqual([expect.objectContaining({ actor_id: OWNER.sub, action: 'order.refund-request' })]);
    },
  );

  it('keeps a second refund of the same plan for staff (one refund per customer and plan)', async () => {
    const { deps, paystack } = shop(completedOrder(), { earlierRefund: 'an-earlier-order' });

    const answer = await requestRefund(deps, OWNER, ORDER_ID, { reason: 'Wrong plan again' });

    expect(answer.refund_request).toMatchObject({ status: 'pending', policy_refusal: REFUND_TEXTS.onePerPlan });
    expect(paystack.refunds).toHaveLength(0);
  });

  it('leaves the request for staff when Paystack cannot be reached, instead of failing the buyer', async () => {
    const { deps, orders, mailer } = shop(completedOrder(), { paystack: { refund: 'unreachable' } });

    const answer = await requestRefund(deps, OWNER, ORDER_ID, { reason: 'Bought the wrong plan' });

    expect(answer.refund_request).toMatchObject({ status: 'pending' });
    expect(await orders.get(ORDER_ID)).toMatchObject({ status: 'completed', refund_request: { status: 'pending' } });
    expect(mailer.ofKind('order-refund-requested')).toHaveLength(1);
  });

  it('answers a second request (409) without asking Paystack, whether it was stored before or meanwhile', async () => {
    const already = shop(completedOrder({ refund_request: pendingRequest }));
    const raced = shop(completedOrder());
    // The other click's request lands between this one's read and its write
    const seen = completedOrder();
    raced.orders.seed(completedOrder({ refund_request: pendingRequest }));

    await expect(requestRefund(already.deps, OWNER, ORDER_ID, { reason: 'Please, again' })).rejects.toThrow(
      new ConflictError(REFUND_REQUEST_TEXTS.alreadyAsked),
    );
    await expect(
      requestRefund({ ...raced.deps, orders: { ...raced.orders, get: async () => seen } }, OWNER, ORDER_ID, {
        reason: 'Double click',
      }),
    ).rejects.toThrow(new ConflictError(REFUND_REQUEST_TEXTS.alreadyAsked));
    expect([...already.paystack.refunds, ...raced.paystack.refunds]).toHaveLength(0);
    expect((await raced.orders.get(ORDER_ID))?.refund_request).toEqual(pendingRequest);
  });

  it("answers another buyer's order like a missing one (404), and refuses refunded and disputed orders (409)", async () => {
    const mine = shop(completedOrder());
    const refunded = shop(completedOrder({ status: 'refunded', payment_status: 'refunded' }));
    const disputed = shop(completedOrder({ dispute_status: 'open' }));

    await expect(requestRefund(mine.deps, STRANGER, ORDER_ID, { reason: 'Not my order' })).rejects.toThrow(
      NotFoundError,
    );
    await expect(requestRefund(refunded.deps, OWNER, ORDER_ID, { reason: 'Refund me twice' })).rejects.toThrow(
      new ConflictError(REFUND_TEXTS.alreadyRefunded),
    );
    await expect(requestRefund(disputed.deps, OWNER, ORDER_ID, { reason: 'Also disputed' })).rejects.toThrow(
      new ConflictError(REFUND_TEXTS.disputed),
    );
    for (const world of [mine, refunded, disputed]) {
      expect((await world.orders.get(ORDER_ID))?.refund_request).toBeUndefined();
    }
  });
});

describe('decideRefundRequest: staff decide', () => {
  const waiting = () => completedOrder({ refund_request: pendingRequest }, 40);

  it('declines with a reason, once from pending, the buyer mailed the reason, audited', async () => {
    const { deps, orders, mailer, audit, paystack } = shop(waiting());

    const answer = await decideRefundRequest(deps, ADMIN, ORDER_ID, {
      grant: false,
      reason: 'The files were downloaded twice',
    });

    expect(answer.refund_request).toMatchObject({
      status: 'declined',
      decision_reason: 'The files were downloaded twice',
    });
    expect((await orders.get(ORDER_ID))?.refund_request).toMatchObject({ status: 'declined' });
    expect(mailer.ofKind('order-refund-declined').map((mail) => mail.text)).toEqual([
      expect.stringContaining('The files were downloaded twice'),
    ]);
    expect(audit.entries).toEqual([
      expect.objectContaining({ actor_email: ADMIN.email, action: 'order.refund-request.decline' }),
    ]);
    expect(paystack.refunds).toHaveLength(0);
  });

  it('lets only a super admin grant outside the policy (403 for an admin); the grant refunds through Paystack', async () => {
    const { deps, orders, mailer, audit, paystack } = shop(waiting());

    await expect(decideRefundRequest(deps, ADMIN, ORDER_ID, { grant: true, reason: 'Goodwill' })).rejects.toThrow(
      new ForbiddenError(REFUND_TEXTS.overrideNeedsSuperAdmin),
    );
    const answer = await decideRefundRequest(deps, SUPER_ADMIN, ORDER_ID, {
      grant: true,
      reason: 'Goodwill: drawings had an error',
    });

    expect(answer.refund_request).toMatchObject({ status: 'granted' });
    expect(await orders.get(ORDER_ID)).toMatchObject({ status: 'refunded', refund_request: { status: 'granted' } });
    expect(paystack.refunds).toHaveLength(1);
    expect(mailer.ofKind('order-refund')).toHaveLength(1);
    expect(audit.entries).toEqual([
      expect.objectContaining({ actor_email: SUPER_ADMIN.email, action: 'order.refund.override' }),
    ]);
  });

  it('lets an admin grant a request the policy covers (left for staff because Paystack was down)', async () => {
    const { deps, paystack } = shop(
      completedOrder({ refund_request: { ...pendingRequest, policy_refusal: REFUND_TEXTS.providerDown } }),
    );

    await decideRefundRequest(deps, ADMIN, ORDER_ID, { grant: true, reason: 'Paystack is back' });

    expect(paystack.refunds).toHaveLength(1);
  });

  it('refuses a decided or missing request, a second decline racing the first, and an order refunded meanwhile (409)', async () => {
    const decide = (world: ReturnType<typeof shop>, reason: string) =>
      decideRefundRequest(world.deps, ADMIN, ORDER_ID, { grant: false, reason });
    const decided = shop(completedOrder({ refund_request: { ...pendingRequest, status: 'declined' } }));
    const none = shop(completedOrder());
    const refunded = shop(
      completedOrder({ status: 'refunded', payment_status: 'refunded', refund_request: pendingRequest }),
    );
    // Another staff member's decline lands between this one's read and its write
    const raced = shop(waiting());
    const seen = waiting();
    raced.orders.seed(completedOrder({ refund_request: { ...pendingRequest, status: 'declined' } }, 40));
    raced.deps.orders = { ...raced.orders, get: async () => seen };

    await expect(decide(decided, 'Again')).rejects.toThrow(new ConflictError(REFUND_REQUEST_TEXTS.notPending));
    await expect(decide(none, 'Nothing to decide')).rejects.toThrow(new ConflictError(REFUND_REQUEST_TEXTS.noRequest));
    await expect(decide(raced, 'Second staff member')).rejects.toThrow(
      new ConflictError(REFUND_REQUEST_TEXTS.notPending),
    );
    await expect(decide(refunded, 'Already refunded by staff')).rejects.toThrow(
      new ConflictError(REFUND_TEXTS.alreadyRefunded),
    );
    for (const world of [decided, none, raced, refunded])
      expect(world.mailer.ofKind('order-refund-declined')).toEqual([]);
  });
});
