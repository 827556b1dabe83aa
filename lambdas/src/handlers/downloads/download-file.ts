import { downloadFileRoute } from '@shop/shared/api/routes/download-file';
import { deliveryWaitWithinDeadline } from '../../adapters/delivery-wait.ts';
import { s3Client } from '../../adapters/s3-client.ts';
import { ENV_NAMES, requiredEnv } from '../../config/env.ts';
import { documentClient, tableName } from '../../db/document-client.ts';
import { requireCaller } from '../../domain/accounts/require-caller.ts';
import { downloadFile } from '../../domain/downloads/download-file.ts';
import { httpRoute } from '../../http/http-route.ts';
import { analyticsRepository } from '../../repositories/analytics-repository.ts';
import { deliveryRepository } from '../../repositories/delivery-repository.ts';
import { deliveryRequests } from '../../repositories/delivery-requests.ts';
import { ordersRepository } from '../../repositories/orders-repository.ts';
import { planFileLinks, signingS3Client } from '../../repositories/plan-file-links.ts';
import { planFileVersionsRepository } from '../../repositories/plan-file-versions-repository.ts';
import { plansRepository } from '../../repositories/plans-repository.ts';

/**
 * 302 to a fresh presigned link that S3 serves as an attachment with the file's name, or, asked for a link, 200 with
 * it (the page then hands it to the browser's download manager). Never kept by a browser or the edge: each answer
 * counts a download.
 */
export const handler = httpRoute(downloadFileRoute, async ({ params, query, caller }) => {
  const db = documentClient();
  const deps = {
    orders: ordersRepository(db, tableName()),
    plans: plansRepository(db, tableName()),
    versions: planFileVersionsRepository(db, tableName()),
    links: planFileLinks(await signingS3Client(), requiredEnv(ENV_NAMES.planFilesBucket)),
    analytics: analyticsRepository(db, tableName()),
    deliveries: deliveryRepository(db, tableName()),
    requests: deliveryRequests(s3Client(), requiredEnv(ENV_NAMES.planFilesBucket)),
    now: () => new Date(),
    // The download count and the day's counter follow the wait.
    canWaitMore: deliveryWaitWithinDeadline(2),
  };
  const location = await downloadFile(deps, requireCaller(caller), params.orderId, query.filePath);
  const uncached: Record<string, string> = { 'cache-control': 'private, no-store' };
  if (query.answer === 'link') return { body: { location }, headers: uncached };
  return { status: 302, body: { location }, headers: { ...uncached, location } };
});
