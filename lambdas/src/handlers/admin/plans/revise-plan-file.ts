import { revisePlanFileRoute } from '@shop/shared/api/routes/revise-plan-file';
import { defaultAuditLog } from '../../../adapters/default-audit-log.ts';
import { s3Client } from '../../../adapters/s3-client.ts';
import { ENV_NAMES, requiredEnv } from '../../../config/env.ts';
import { documentClient, tableName } from '../../../db/document-client.ts';
import { requireCaller } from '../../../domain/accounts/require-caller.ts';
import { revisePlanFile } from '../../../domain/admin/plans/revise-plan-file.ts';
import { httpRoute } from '../../../http/http-route.ts';
import { deliveryRequests } from '../../../repositories/delivery-requests.ts';
import { planFileVersionsRepository } from '../../../repositories/plan-file-versions-repository.ts';
import { storedObjects } from '../../../repositories/stored-objects.ts';

export const handler = httpRoute(revisePlanFileRoute, async ({ params, body, caller }) => {
  const bucket = requiredEnv(ENV_NAMES.planFilesBucket);
  const requests = deliveryRequests(s3Client(), bucket);
  const deps = {
    versions: planFileVersionsRepository(documentClient(), tableName()),
    objects: storedObjects(s3Client(), bucket),
    notify: requests.sendRevision,
    audit: defaultAuditLog(),
    now: () => new Date(),
  };
  return {
    body: await revisePlanFile(deps, requireCaller(caller), params.id, body),
    headers: { 'cache-control': 'no-store' },
  };
});
