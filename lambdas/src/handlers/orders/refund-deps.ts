import { paystackFromEnv } from '../../adapters/paystack.ts';
import { purchaseGrants } from '../../adapters/purchase-grants.ts';
import { s3Client } from '../../adapters/s3-client.ts';
import { ENV_NAMES, requiredEnv } from '../../config/env.ts';
import { analyticsRepository } from '../../repositories/analytics-repository.ts';
import { deliveryRemoval } from '../../repositories/delivery-removal.ts';
import { documentNumbers } from '../../repositories/document-numbers.ts';
import { orderSelfService } from '../../repositories/order-self-service.ts';
import { refundsRepository } from '../../repositories/refunds-repository.ts';
import { orderActionDeps } from './order-action-deps.ts';

/** What a staff refund needs: the order actions' dependencies, the refund's writes, Paystack and the stamped copies. */
export function refundDeps() {
  const base = orderActionDeps();
  return {
    ...base,
    refunds: refundsRepository(base.db, base.table),
    analytics: analyticsRepository(base.db, base.table),
    grants: purchaseGrants(base.db, base.table),
    numbers: documentNumbers(base.db, base.table),
    paystack: paystackFromEnv(),
    deliveries: deliveryRemoval(base.db, base.table, s3Client(), requiredEnv(ENV_NAMES.planFilesBucket)),
  };
}

/** What a refund made from a buyer's request needs: the staff refund's dependencies and the request's writes. */
export function refundRequestDeps() {
  const deps = refundDeps();
  return { ...deps, selfService: orderSelfService(deps.db, deps.table) };
}
