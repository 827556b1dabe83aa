import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { PurchaseGrants } from '../domain/payments/payment-deps.ts';
import { ordersRepository } from '../repositories/orders-repository.ts';
import { planCountersRepository } from '../repositories/plan-counters.ts';
import { purchasesRepository } from '../repositories/purchases-repository.ts';

/**
 * What a sale grants beside the order (the purchase record, the plan's sales count), and takes back on a refund. The
 * purchase record after a refund is recounted from the buyer's orders of the plan (a user's orders are one Query):
 * an earlier purchase that still stands keeps their reviews verified.
 */
export function purchaseGrants(db: DynamoDBDocumentClient, table: string): PurchaseGrants {
  const purchases = purchasesRepository(db, table);
  const counters = planCountersRepository(db, table);
  const orders = ordersRepository(db, table);
  return {
    recordPurchase: ({ sub, planId, orderId, paidAt }) => purchases.recordPurchase(sub, planId, orderId, paidAt),
    countPlanDownload: async (planId) => {
      await counters.incrementPlanDownloads(planId);
    },
    withdrawPurchase: ({ sub, planId, orderId }) => purchases.removePurchase(sub, planId, orderId),
    recountPurchase: async (sub, planId) => {
      const ofPlan = (await orders.listByUser(sub)).filter((order) => order.plan_id === planId);
      const standing = ofPlan
        .filter((order) => order.status === 'completed' && order.paid_at)
        .sort((a, b) => String(a.paid_at).localeCompare(String(b.paid_at)))[0];
      if (standing?.paid_at) await purchases.recordPurchase(sub, planId, standing.id, standing.paid_at);
      else
        await purchases.removePurchaseOf(
          sub,
          planId,
          ofPlan.map((order) => order.id),
        );
    },
    uncountPlanDownload: async (planId) => {
      await counters.decrementPlanDownloads(planId);
    },
  };
}
