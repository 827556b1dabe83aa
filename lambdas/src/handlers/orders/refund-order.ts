import { refundOrderRoute } from '@shop/shared/api/routes/refund-order';
import { paystackFromEnv } from '../../adapters/paystack.ts';
import { purchaseGrants } from '../../adapters/purchase-grants.ts';
import { s3Client } from '../../adapters/s3-client.ts';
import { ENV_NAMES, requiredEnv } from '../../config/env.ts';
import { requireCaller } from '../../domain/accounts/require-caller.ts';
import { refundOrder } from '../../domain/refunds/refund-order.ts';
import { httpRoute } from '../../http/http-route.ts';
import { analyticsRepository } from '../../repositories/analytics-repository.ts';
import { deliveryRemoval } from '../../repositories/delivery-removal.ts';
import { documentNumbers } from '../../repositories/document-numbers.ts';
import { refundsRepository } from '../../repositories/refunds-repository.ts';
import { orderActionDeps } from './order-action-deps.ts';

export const handler = httpRoute(refundOrderRoute, async ({ params, body, caller }) => {
  const base = orderActionDeps();
  const deps = {
    ...base,
    refunds: refundsRepository(base.db, base.table),
    analytics: analyticsRepository(base.db, base.table),
    grants: purchaseGrants(base.db, base.table),
    numbers: documentNumbers(base.db, base.table),
    paystack: paystackFromEnv(),
    deliveries: deliveryRemoval(base.db, base.table, s3Client(), requiredEnv(ENV_NAMES.planFilesBucket)),
  };
  return {
    body: await refundOrder(deps, requireCaller(caller), params.id, body),
    headers: { 'cache-control': 'no-store' },
  };
});
