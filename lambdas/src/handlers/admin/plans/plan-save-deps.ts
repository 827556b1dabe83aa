import { defaultAuditLog } from '../../../adapters/default-audit-log.ts';
import { s3Client } from '../../../adapters/s3-client.ts';
import { ENV_NAMES, requiredEnv } from '../../../config/env.ts';
import { documentClient, tableName } from '../../../db/document-client.ts';
import type { PlanSaveDeps } from '../../../domain/admin/plans/plan-save-deps.ts';
import { planWrites } from '../../../repositories/plan-writes.ts';
import { shareRequests } from '../../../repositories/share-requests.ts';
import { storedObjects } from '../../../repositories/stored-objects.ts';

/** The adapters a plan save (create or update) uses, built from the environment. */
export function planSaveDeps(): PlanSaveDeps {
  return {
    writes: planWrites(documentClient(), tableName()),
    planFiles: storedObjects(s3Client(), requiredEnv(ENV_NAMES.planFilesBucket)),
    images: storedObjects(s3Client(), requiredEnv(ENV_NAMES.imagesBucket)),
    audit: defaultAuditLog(),
    shareRequests: shareRequests(s3Client(), requiredEnv(ENV_NAMES.imagesBucket)),
    now: () => new Date(),
  };
}
