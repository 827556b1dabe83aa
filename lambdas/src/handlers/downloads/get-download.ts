import { getDownloadRoute } from '@shop/shared/api/routes/get-download';
import { deliveryWaitWithinDeadline } from '../../adapters/delivery-wait.ts';
import { s3Client } from '../../adapters/s3-client.ts';
import { ENV_NAMES, requiredEnv } from '../../config/env.ts';
import { documentClient, tableName } from '../../db/document-client.ts';
import { requireCaller } from '../../domain/accounts/require-caller.ts';
import { getDownload } from '../../domain/downloads/get-download.ts';
import { httpRoute } from '../../http/http-route.ts';
import { deliveryRepository } from '../../repositories/delivery-repository.ts';
import { deliveryRequests } from '../../repositories/delivery-requests.ts';
import { ordersRepository } from '../../repositories/orders-repository.ts';
import { planFileVersionsRepository } from '../../repositories/plan-file-versions-repository.ts';
import { plansRepository } from '../../repositories/plans-repository.ts';

export const handler = httpRoute(getDownloadRoute, async ({ params, caller }) => {
  const db = documentClient();
  const deps = {
    orders: ordersRepository(db, tableName()),
    plans: plansRepository(db, tableName()),
    versions: planFileVersionsRepository(db, tableName()),
    deliveries: deliveryRepository(db, tableName()),
    requests: deliveryRequests(s3Client(), requiredEnv(ENV_NAMES.planFilesBucket)),
    now: () => new Date(),
    canWaitMore: deliveryWaitWithinDeadline(0),
  };
  return {
    body: await getDownload(deps, requireCaller(caller), params.orderId),
    headers: { 'cache-control': 'private, no-store' },
  };
});
