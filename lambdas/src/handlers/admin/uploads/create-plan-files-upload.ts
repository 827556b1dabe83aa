import { randomUUID } from 'node:crypto';
import { routeByName } from '@shop/shared/api/routes';
import { s3Client } from '../../../adapters/s3-client.ts';
import { ENV_NAMES, requiredEnv } from '../../../config/env.ts';
import { createPlanFilesUpload } from '../../../domain/admin/uploads/create-staff-uploads.ts';
import { httpRoute } from '../../../http/http-route.ts';
import { storedFiles } from '../../../repositories/stored-files.ts';

const route = routeByName('create-plan-files-upload');

export const handler = httpRoute(route, async ({ body }) => {
  const deps = {
    planFiles: storedFiles(s3Client(), requiredEnv(ENV_NAMES.planFilesBucket)),
    now: () => new Date(),
    newId: randomUUID,
  };
  return { body: await createPlanFilesUpload(deps, body), headers: { 'cache-control': 'private, no-store' } };
});
