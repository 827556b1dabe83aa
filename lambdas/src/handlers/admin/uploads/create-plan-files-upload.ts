import { randomUUID } from 'node:crypto';
import { createPlanFilesUploadRoute } from '@shop/shared/api/routes/create-plan-files-upload';
import { s3Client } from '../../../adapters/s3-client.ts';
import { ENV_NAMES, requiredEnv } from '../../../config/env.ts';
import { createPlanFilesUpload } from '../../../domain/admin/uploads/create-staff-uploads.ts';
import { httpRoute } from '../../../http/http-route.ts';
import { storedFiles } from '../../../repositories/stored-files.ts';

export const handler = httpRoute(createPlanFilesUploadRoute, async ({ body }) => {
  const deps = {
    planFiles: storedFiles(s3Client(), requiredEnv(ENV_NAMES.planFilesBucket)),
    now: () => new Date(),
    newId: randomUUID,
  };
  return { body: await createPlanFilesUpload(deps, body), headers: { 'cache-control': 'private, no-store' } };
});
