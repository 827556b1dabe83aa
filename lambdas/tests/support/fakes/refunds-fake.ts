import type { RefundsRepository } from '../../../src/repositories/refunds-repository.ts';

/** The one-refund-per-customer-and-plan records in memory: which order of the plan was refunded to the customer. */
export function refundsFake(initial: { sub: string; planId: string; orderId: string }[] = []) {
  const refunded = new Map(initial.map((record) => [`${record.sub} ${record.planId}`, record.orderId]));
  return {
    async refundedOrder(sub: string, planId: string): Promise<string | undefined> {
      return refunded.get(`${sub} ${planId}`);
    },
    async recordRefund(sub: string, planId: string, orderId: string, _at: string): Promise<void> {
      refunded.set(`${sub} ${planId}`, orderId);
    },
  } satisfies RefundsRepository;
}
