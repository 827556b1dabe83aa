import { randomUUID } from 'node:crypto';
import { createPlanRoute } from '@shop/shared/api/routes/create-plan';
import { defaultAuditLog } from '../../../adapters/default-audit-log.ts';
import { invalidateEdge } from '../../../adapters/edge-invalidation.ts';
import { s3Client } from '../../../adapters/s3-client.ts';
import { ENV_NAMES, requiredEnv } from '../../../config/env.ts';
import { documentClient, tableName } from '../../../db/document-client.ts';
import { requireCaller } from '../../../domain/accounts/require-caller.ts';
import { createPlan } from '../../../domain/admin/plans/create-plan.ts';
import { httpRoute } from '../../../http/http-route.ts';
import { planWrites } from '../../../repositories/plan-writes.ts';
import { shareRequests } from '../../../repositories/share-requests.ts';
import { storedObjects } from '../../../repositories/stored-objects.ts';

export const handler = httpRoute(
  createPlanRoute,
  async ({ body, caller }) => {
    const deps = {
      writes: planWrites(documentClient(), tableName()),
      planFiles: storedObjects(s3Client(), requiredEnv(ENV_NAMES.planFilesBucket)),
      images: storedObjects(s3Client(), requiredEnv(ENV_NAMES.imagesBucket)),
      audit: defaultAuditLog(),
      shareRequests: shareRequests(s3Client(), requiredEnv(ENV_NAMES.imagesBucket)),
      now: () => new Date(),
      newId: randomUUID,
    };
    return {
      status: 201,
      body: await createPlan(deps, requireCaller(caller), body),
      headers: { 'cache-control': 'no-store' },
    };
  },
  { invalidateEdge },
);
