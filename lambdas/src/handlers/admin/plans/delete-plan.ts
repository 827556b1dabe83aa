import { deletePlanRoute } from '@shop/shared/api/routes/delete-plan';
import { defaultAuditLog } from '../../../adapters/default-audit-log.ts';
import { invalidateEdge } from '../../../adapters/edge-invalidation.ts';
import { s3Client } from '../../../adapters/s3-client.ts';
import { ENV_NAMES, requiredEnv } from '../../../config/env.ts';
import { documentClient, tableName } from '../../../db/document-client.ts';
import { requireCaller } from '../../../domain/accounts/require-caller.ts';
import { deletePlan } from '../../../domain/admin/plans/delete-plan.ts';
import { httpRoute } from '../../../http/http-route.ts';
import { planWrites } from '../../../repositories/plan-writes.ts';
import { storedObjects } from '../../../repositories/stored-objects.ts';

export const handler = httpRoute(
  deletePlanRoute,
  async ({ params, caller }) => {
    const deps = {
      writes: planWrites(documentClient(), tableName()),
      planFiles: storedObjects(s3Client(), requiredEnv(ENV_NAMES.planFilesBucket)),
      images: storedObjects(s3Client(), requiredEnv(ENV_NAMES.imagesBucket)),
      audit: defaultAuditLog(),
    };
    return { body: await deletePlan(deps, requireCaller(caller), params.id), headers: { 'cache-control': 'no-store' } };
  },
  { invalidateEdge },
);
