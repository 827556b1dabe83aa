import { randomUUID } from 'node:crypto';
import { createGalleryUploadRoute } from '@shop/shared/api/routes/create-gallery-upload';
import { s3Client } from '../../../adapters/s3-client.ts';
import { ENV_NAMES, requiredEnv } from '../../../config/env.ts';
import { createGalleryUpload } from '../../../domain/admin/uploads/create-staff-uploads.ts';
import { httpRoute } from '../../../http/http-route.ts';
import { storedFiles } from '../../../repositories/stored-files.ts';

export const handler = httpRoute(createGalleryUploadRoute, async ({ body }) => {
  const deps = {
    images: storedFiles(s3Client(), requiredEnv(ENV_NAMES.imagesBucket)),
    now: () => new Date(),
    newId: randomUUID,
  };
  return { body: await createGalleryUpload(deps, body), headers: { 'cache-control': 'private, no-store' } };
});
