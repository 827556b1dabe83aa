import { DEFAULT_SITE_SETTINGS } from '@shop/shared/settings/site-settings';
import { describe, expect, it } from 'vitest';
import { finishRefund, PAYSTACK_ACTOR } from '../../../src/domain/refunds/finish-refund.ts';
import type { RefundDeps } from '../../../src/domain/refunds/refund-deps.ts';
import type { StoredOrder } from '../../../src/repositories/order-item.ts';
import { sampleOrder } from '../../handlers/payments/payment-fixtures.ts';

/** What a settled refund took back, counted. */
function refundDeps() {
  const taken = { planSales: 0, analyticsSales: [] as { quote?: boolean }[] };
  const deps: RefundDeps = {
    orders: { get: async () => undefined, writeRefundState: async () => true },
    refunds: { refundedOrder: async () => undefined, recordRefund: async () => undefined } as never,
    analytics: {
      reverseSale: async (sale) => {
        taken.analyticsSales.push(sale);
      },
    },
    grants: {
      recountPurchase: async () => undefined,
      uncountPlanDownload: async () => {
        taken.planSales += 1;
      },
    },
    deliveries: { remove: async () => undefined },
    mailer: { send: async () => undefined },
    numbers: { issue: async () => ({ number: 'CN-2026-000001', issued: true }) },
    settings: { read: async () => DEFAULT_SITE_SETTINGS },
    audit: { record: async () => undefined },
    siteUrl: 'https://shop.example.com',
    now: () => new Date('2026-11-28T12:00:00Z'),
  };
  return { deps, taken };
}

const refunded = (over: Partial<StoredOrder>): StoredOrder =>
  sampleOrder({ status: 'refunded', paid_at: '2026-11-27T12:00:00Z', ...over });

describe('finishing a refund', () => {
  it('takes a plan sale back from the plan and the analytics', async () => {
    const { deps, taken } = refundDeps();

    await finishRefund(deps, refunded({}), PAYSTACK_ACTOR, { reason: 'r', wasSale: true, from: 'completed' });

    expect(taken.planSales).toBe(1);
    expect(taken.analyticsSales).toEqual([expect.objectContaining({ quote: false })]);
  });

  it('takes a paid quote back from the analytics only: it never counted as a sale of its plan', async () => {
    const { deps, taken } = refundDeps();

    await finishRefund(deps, refunded({ kind: 'quote' } as Partial<StoredOrder>), PAYSTACK_ACTOR, {
      reason: 'r',
      wasSale: true,
      from: 'completed',
    });

    expect(taken.planSales).toBe(0);
    expect(taken.analyticsSales).toEqual([expect.objectContaining({ quote: true })]);
  });
});
