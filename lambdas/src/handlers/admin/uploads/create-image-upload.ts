import { randomUUID } from 'node:crypto';
import { createImageUploadRoute } from '@shop/shared/api/routes/create-image-upload';
import { s3Client } from '../../../adapters/s3-client.ts';
import { ENV_NAMES, requiredEnv } from '../../../config/env.ts';
import { createImageUpload } from '../../../domain/admin/uploads/create-staff-uploads.ts';
import { httpRoute } from '../../../http/http-route.ts';
import { storedFiles } from '../../../repositories/stored-files.ts';

export const handler = httpRoute(createImageUploadRoute, async ({ body }) => {
  const deps = {
    images: storedFiles(s3Client(), requiredEnv(ENV_NAMES.imagesBucket)),
    now: () => new Date(),
    newId: randomUUID,
  };
  return { body: await createImageUpload(deps, body), headers: { 'cache-control': 'private, no-store' } };
});
