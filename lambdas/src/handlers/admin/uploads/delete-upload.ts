import { deleteUploadRoute } from '@shop/shared/api/routes/delete-upload';
import { defaultAuditLog } from '../../../adapters/default-audit-log.ts';
import { s3Client } from '../../../adapters/s3-client.ts';
import { ENV_NAMES, requiredEnv } from '../../../config/env.ts';
import { documentClient, tableName } from '../../../db/document-client.ts';
import { requireCaller } from '../../../domain/accounts/require-caller.ts';
import { deleteUpload } from '../../../domain/admin/uploads/delete-upload.ts';
import { httpRoute } from '../../../http/http-route.ts';
import { plansRepository } from '../../../repositories/plans-repository.ts';
import { storedObjects } from '../../../repositories/stored-objects.ts';

export const handler = httpRoute(deleteUploadRoute, async ({ body, caller }) => {
  const deps = {
    images: storedObjects(s3Client(), requiredEnv(ENV_NAMES.imagesBucket)),
    planFiles: storedObjects(s3Client(), requiredEnv(ENV_NAMES.planFilesBucket)),
    plans: plansRepository(documentClient(), tableName()),
    audit: defaultAuditLog(),
  };
  return {
    body: await deleteUpload(deps, requireCaller(caller), body.filePath),
    headers: { 'cache-control': 'no-store' },
  };
});
