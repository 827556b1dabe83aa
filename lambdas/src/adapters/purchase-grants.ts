import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { PurchaseGrants } from '../domain/payments/payment-deps.ts';
import { planCountersRepository } from '../repositories/plan-counters.ts';
import { purchasesRepository } from '../repositories/purchases-repository.ts';

/** What a sale grants beside the order (the purchase record, the plan's sales count), and takes back on a refund. */
export function purchaseGrants(db: DynamoDBDocumentClient, table: string): PurchaseGrants {
  const purchases = purchasesRepository(db, table);
  const counters = planCountersRepository(db, table);
  return {
    recordPurchase: ({ sub, planId, orderId, paidAt }) => purchases.recordPurchase(sub, planId, orderId, paidAt),
    countPlanDownload: async (planId) => {
      await counters.incrementPlanDownloads(planId);
    },
    withdrawPurchase: ({ sub, planId, orderId }) => purchases.removePurchase(sub, planId, orderId),
    uncountPlanDownload: async (planId) => {
      await counters.decrementPlanDownloads(planId);
    },
  };
}
