import { DEFAULT_SITE_SETTINGS } from '@shop/shared/settings/site-settings';
import fc from 'fast-check';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { DownloadDeps } from '../../../src/domain/downloads/downloadable-order.ts';
import { downloadableOrder } from '../../../src/domain/downloads/downloadable-order.ts';
import type { OutgoingMail } from '../../../src/domain/ports/mailer.ts';
import { PaystackRefusedError, PaystackUnavailableError } from '../../../src/domain/ports/payment-provider.ts';
import { handleDisputeEvent, handleRefundEvent } from '../../../src/domain/refunds/paystack-events.ts';
import type { RefundDeps } from '../../../src/domain/refunds/refund-deps.ts';
import { refundOrder } from '../../../src/domain/refunds/refund-order.ts';
import type { StoredOrder } from '../../../src/repositories/order-item.ts';
import { BUYER, ORDER_ID, REFERENCE, sampleOrder } from '../../handlers/payments/payment-fixtures.ts';

const ADMIN = { sub: 'admin-1', email: 'kofi@temahouseplans.com', groups: ['admin'] };
const DAY_MS = 24 * 60 * 60 * 1000;

/** What can happen to one paid order, all at once: the scheduler decides the order of every awaited step. */
interface Scenario {
  /** Someone refunds on Paystack's dashboard. */
  dashboardRefund: boolean;
  /** How many times staff press Refund (a double click is two). */
  staffClicks: number;
  /** Paystack's answer to staff: as it stands, unreachable before acting, or unreachable after refunding. */
  paystackTrouble: 'none' | 'down' | 'timeout-after-refund';
  /** How many times Paystack delivers each refund webhook (it retries until answered 200). */
  webhookCopies: number;
  dispute: 'none' | 'opened' | 'buyer-won' | 'merchant-won';
}

const scenarios: fc.Arbitrary<Scenario> = fc.record({
  dashboardRefund: fc.boolean(),
  staffClicks: fc.integer({ min: 0, max: 2 }),
  paystackTrouble: fc.constantFrom('none', 'down', 'timeout-after-refund'),
  webhookCopies: fc.integer({ min: 1, max: 2 }),
  dispute: fc.constantFrom('none', 'opened', 'buyer-won', 'merchant-won'),
});

/** A table row that only changes through a compare-and-set, as DynamoDB's conditional write does it. */
function fakeWorld(tick: () => Promise<unknown>) {
  let stored: StoredOrder = sampleOrder({
    status: 'completed',
    payment_status: 'completed',
    channel: 'card',
    paid_at: new Date(Date.now() - DAY_MS).toISOString(),
    expires_at: new Date(Date.now() + 6 * DAY_MS).toISOString(),
    files: [{ key: 'plans/villa-01/standard/villa-01-standard.pdf', tier: 'standard' }],
  });
  const seen = {
    mails: [] as OutgoingMail[],
    audits: [] as string[],
    reversedSales: 0,
    uncountedSales: 0,
    recounts: 0,
    deliveryRemovals: 0,
    creditNotes: [] as string[],
  };
  const paystack = { refunded: false, webhooks: [] as Promise<void>[] };

  const deps: RefundDeps = {
    orders: {
      async get(id) {
        await tick();
        return id === stored.id ? structuredClone(stored) : undefined;
      },
      async writeRefundState(order, fields) {
        await tick();
        if (stored.status !== order.status || (stored.refund_version ?? 0) !== (order.refund_version ?? 0))
          return false;
        stored = { ...stored, ...fields, refund_version: (order.refund_version ?? 0) + 1 } as StoredOrder;
        if (typeof fields.status === 'string') stored.payment_status = stored.status;
        return true;
      },
    },
    refunds: {
      refundedOrder: async () => undefined,
      recordRefund: async () => undefined,
    },
    analytics: {
      reverseSale: async () => {
        seen.reversedSales += 1;
      },
    },
    grants: {
      recountPurchase: async () => {
        seen.recounts += 1;
      },
      uncountPlanDownload: async () => {
        seen.uncountedSales += 1;
      },
    },
    deliveries: {
      remove: async () => {
        await tick();
        seen.deliveryRemovals += 1;
      },
    },
    mailer: {
      send: async (mail) => {
        seen.mails.push(mail);
      },
    },
    numbers: {
      issue: async (kind, _orderId, at) => {
        await tick();
        const number = `CN-${at.getUTCFullYear()}-${String(seen.creditNotes.length + 1).padStart(6, '0')}`;
        if (kind === 'credit_note') seen.creditNotes.push(number);
        return { number, issued: true };
      },
    },
    settings: { read: async () => DEFAULT_SITE_SETTINGS },
    audit: {
      record: async (_caller, entry) => {
        seen.audits.push(entry.action);
      },
    },
    siteUrl: 'https://shop.example.com',
    now: () => new Date(),
  };

  /** Paystack sends refund.pending then refund.processed, each `copies` times, every delivery on its own. */
  const sendRefundWebhooks = (copies: number) => {
    for (const event of ['refund.pending', 'refund.processed']) {
      for (let copy = 0; copy < copies; copy += 1) {
        paystack.webhooks.push(
          tick().then(() => handleRefundEvent(deps, event, { transaction_reference: REFERENCE, status: 'processed' })),
        );
      }
    }
  };

  return { deps, seen, paystack, sendRefundWebhooks, current: () => stored };
}

function run(scenario: Scenario, tick: () => Promise<unknown>) {
  const world = fakeWorld(tick);
  const { deps, paystack, sendRefundWebhooks } = world;

  const paystackClient = {
    async refund() {
      await tick();
      if (scenario.paystackTrouble === 'down') throw new PaystackUnavailableError('Paystack timed out');
      if (paystack.refunded) throw new PaystackRefusedError('Transaction has been fully reversed');
      paystack.refunded = true;
      sendRefundWebhooks(scenario.webhookCopies);
      if (scenario.paystackTrouble === 'timeout-after-refund') throw new PaystackUnavailableError('Paystack timed out');
      return { status: 'pending' };
    },
  };

  const tasks: Promise<unknown>[] = [];
  if (scenario.dashboardRefund) {
    tasks.push(
      tick().then(() => {
        if (paystack.refunded) return;
        paystack.refunded = true;
        sendRefundWebhooks(scenario.webhookCopies);
      }),
    );
  }
  for (let click = 0; click < scenario.staffClicks; click += 1) {
    tasks.push(
      tick()
        .then(() =>
          refundOrder({ ...deps, paystack: paystackClient }, ADMIN, ORDER_ID, { reason: 'Bought the wrong plan' }),
        )
        // A refusal (409) or Paystack being down (502) is an answer staff see; anything else fails the property.
        .catch((error: Error) => {
          if (!['ConflictError', 'ProviderFailedError'].includes(error.name)) throw error;
        }),
    );
  }
  if (scenario.dispute !== 'none') {
    const dispute = { transaction: { reference: REFERENCE } };
    tasks.push(tick().then(() => handleDisputeEvent(deps, 'charge.dispute.create', dispute)));
    if (scenario.dispute !== 'opened') {
      const resolution = scenario.dispute === 'buyer-won' ? 'merchant-accepted' : 'declined';
      // The resolve may overtake the create: webhooks are not ordered.
      tasks.push(
        tick().then(() => {
          if (resolution === 'merchant-accepted') paystack.refunded = true;
          return handleDisputeEvent(deps, 'charge.dispute.resolve', { ...dispute, resolution });
        }),
      );
    }
  }
  return { world, tasks };
}

beforeAll(() => {
  vi.stubEnv('LOG_LEVEL', 'silent');
});

describe('refunds converge whatever the order of events', () => {
  it('ends in one state with one mail, one audit entry and one reversal, over 1,000 random interleavings', async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), scenarios, async (scheduler, scenario) => {
        // Prepare
        const tick = () => scheduler.schedule(Promise.resolve());
        const { world, tasks } = run(scenario, tick);

        // Act: every step of every caller, released in the scheduler's random order
        await scheduler.waitFor(Promise.all(tasks));
        // Webhooks are sent as refunds happen; wait until no new ones appear.
        for (let sent = -1; sent !== world.paystack.webhooks.length; ) {
          sent = world.paystack.webhooks.length;
          await scheduler.waitFor(Promise.all(world.paystack.webhooks));
        }

        // Assess
        const order = world.current();
        const refunds = world.seen.mails.filter((mail) => mail.kind === 'order-refund');
        const refundAudits = world.seen.audits.filter((action) => action.startsWith('order.refund'));
        const count = (action: string) => world.seen.audits.filter((a) => a === action).length;
        expect(count('order.dispute.open')).toBeLessThanOrEqual(1);
        expect(count('order.dispute.resolve')).toBeLessThanOrEqual(1);
        if (world.paystack.refunded) {
          expect(order.status).toBe('refunded');
          expect(order.refund_settled_at).toBeTruthy();
          expect(refunds).toHaveLength(1);
          expect(refundAudits).toHaveLength(1);
          expect(world.seen.reversedSales).toBe(1);
          expect(world.seen.uncountedSales).toBe(1);
          expect(world.seen.recounts).toBe(1);
          // One numbered credit note, named in the one refund mail.
          expect(world.seen.creditNotes).toHaveLength(1);
          expect(refunds[0]?.text).toContain(world.seen.creditNotes[0]);
          expect(world.seen.deliveryRemovals).toBeGreaterThanOrEqual(1);
          const reader = { orders: { get: async () => world.current() }, now: () => new Date() };
          await expect(
            downloadableOrder(reader as unknown as DownloadDeps, { ...BUYER, groups: [] }, ORDER_ID),
          ).rejects.toMatchObject({ name: 'GoneError' });
        } else {
          expect(order.status).toBe('completed');
          expect(refunds).toHaveLength(0);
          expect(refundAudits).toHaveLength(0);
          expect(world.seen.reversedSales).toBe(0);
          expect(world.seen.uncountedSales).toBe(0);
        }
      }),
      { numRuns: 1000 },
    );
  }, 120_000);

  it('settles a dashboard refund that staff press Refund on a moment later (Paystack refuses staff, the webhook finds the claim)', async () => {
    // Prepare: the dashboard refund is done at Paystack; its webhook arrives while staff's claim waits for Paystack
    const world = fakeWorld(async () => undefined);
    world.paystack.refunded = true;
    const paystackClient = {
      async refund(): Promise<{ status: string }> {
        await handleRefundEvent(world.deps, 'refund.processed', { transaction_reference: REFERENCE });
        throw new PaystackRefusedError('Transaction has been fully reversed');
      },
    };

    // Act
    const answer = await refundOrder({ ...world.deps, paystack: paystackClient }, ADMIN, ORDER_ID, {
      reason: 'Bought the wrong plan',
    });

    // Assess: the refund stands, settled once by the webhook
    expect(answer.status).toBe('refunded');
    expect(world.current().status).toBe('refunded');
    expect(world.seen.mails.filter((mail) => mail.kind === 'order-refund')).toHaveLength(1);
    expect(world.seen.audits.filter((a) => a.startsWith('order.refund'))).toHaveLength(1);
    expect(world.seen.reversedSales).toBe(1);
    expect(world.seen.deliveryRemovals).toBe(1);
  });
});
