import type { PurchaseGrants } from '../../../src/domain/payments/payment-deps.ts';
import type { OrdersFake } from './orders-fake.ts';

/**
 * Buyers' purchase records (what a verified-purchase review needs) and each plan's sales count, in memory. A
 * recount reads the buyer's orders from the orders fake, as the real recount reads the table.
 */
export function purchasesFake(orders: OrdersFake, initial: { sub: string; planId: string; orderId: string }[] = []) {
  const purchases = new Map(initial.map((record) => [`${record.sub} ${record.planId}`, record.orderId]));
  const sales = new Map<string, number>();
  const grants = {
    async recordPurchase(input: { sub: string; planId: string; orderId: string; paidAt: string }): Promise<void> {
      purchases.set(`${input.sub} ${input.planId}`, input.orderId);
    },
    async countPlanDownload(planId: string): Promise<void> {
      sales.set(planId, (sales.get(planId) ?? 0) + 1);
    },
    async withdrawPurchase(input: { sub: string; planId: string; orderId: string }): Promise<void> {
      const key = `${input.sub} ${input.planId}`;
      if (purchases.get(key) === input.orderId) purchases.delete(key);
    },
    async recountPurchase(sub: string, planId: string): Promise<void> {
      // The earliest-paid completed order of the plan stands for the purchase, as the adapter picks it.
      const standing = (await orders.listByUser(sub))
        .filter((order) => order.plan_id === planId && order.status === 'completed' && order.paid_at)
        .sort((a, b) => String(a.paid_at).localeCompare(String(b.paid_at)))[0];
      if (standing) purchases.set(`${sub} ${planId}`, standing.id);
      else purchases.delete(`${sub} ${planId}`);
    },
    async uncountPlanDownload(planId: string): Promise<void> {
      sales.set(planId, (sales.get(planId) ?? 0) - 1);
    },
  } satisfies PurchaseGrants;
  return {
    ...grants,
    /** The order the buyer's purchase record of the plan points at, if they have one. */
    purchaseOf: (sub: string, planId: string) => purchases.get(`${sub} ${planId}`),
    /** The change in the plan's sales count since the fake was made. */
    salesChange: (planId: string) => sales.get(planId) ?? 0,
  };
}
