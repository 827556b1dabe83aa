import type { PurchaseGrants } from '../../src/domain/payments/payment-deps.ts';

/** Purchase records and plan counters that do nothing: for tests about something else (metrics, aggregates). */
export function noOpGrants(): PurchaseGrants {
  return {
    recordPurchase: async () => undefined,
    countPlanDownload: async () => undefined,
    withdrawPurchase: async () => undefined,
    recountPurchase: async () => undefined,
    uncountPlanDownload: async () => undefined,
  };
}
