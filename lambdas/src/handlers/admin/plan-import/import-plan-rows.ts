import type { S3Event } from 'aws-lambda';
import { defaultAuditLog } from '../../../adapters/default-audit-log.ts';
import { s3Client } from '../../../adapters/s3-client.ts';
import type { Caller } from '../../../auth/caller.ts';
import { ENV_NAMES, requiredEnv } from '../../../config/env.ts';
import { documentClient, tableName } from '../../../db/document-client.ts';
import { importPlanRow } from '../../../domain/admin/plan-import/import-plan-row.ts';
import { log } from '../../../observability/log.ts';
import { CALL_BUDGETS } from '../../../outbound/call-budgets.ts';
import { importStaging, taskOfKey } from '../../../repositories/import-staging.ts';
import { planImports } from '../../../repositories/plan-import-repository.ts';
import { planWrites } from '../../../repositories/plan-writes.ts';
import { plansByIdReader } from '../../../repositories/plans-by-id.ts';
import { storedObjects } from '../../../repositories/stored-objects.ts';

/**
 * Not a route: S3 invokes it when a row task lands under plan-imports/tasks/ in the plan-files bucket (offline,
 * the local stack passes it s3rver's events). One row per task, so an import of any size never meets one
 * function's time limit; an unexpected error fails the invocation and S3's asynchronous retries run the row again.
 */
export const handler = async (event: S3Event) => {
  // No caller waits on a row: calls get the patient budget of a background job.
  const db = documentClient(CALL_BUDGETS.job);
  const s3 = s3Client(CALL_BUDGETS.job);
  const buckets = { images: requiredEnv(ENV_NAMES.imagesBucket), planFiles: requiredEnv(ENV_NAMES.planFilesBucket) };
  const imports = planImports(db, tableName());
  const deps = {
    imports,
    staging: importStaging(s3, buckets.planFiles),
    buckets,
    images: storedObjects(s3, buckets.images),
    planFiles: storedObjects(s3, buckets.planFiles),
    writes: planWrites(db, tableName()),
    plansById: plansByIdReader(db, tableName()),
    audit: defaultAuditLog(),
    now: () => new Date(),
    pictureWait: { timeoutMs: 120_000, delayMs: 1000 },
    sleep: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
  };
  const results = [];
  for (const record of event.Records ?? []) {
    const task = taskOfKey(decodeURIComponent(record.s3.object.key.replace(/\+/g, ' ')));
    if (!task) continue;
    const job = await imports.job(task.id);
    if (!job) continue;
    // The audit trail names the staff member who opened the import.
    const caller: Caller = { sub: job.created_by, groups: ['admin'] };
    const outcome = await importPlanRow(deps, caller, task.id, task.line);
    log('info', 'plan import row', { importId: task.id, line: task.line, outcome });
    results.push({ ...task, outcome });
  }
  return results;
};
