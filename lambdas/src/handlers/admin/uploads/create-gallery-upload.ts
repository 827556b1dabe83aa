import { randomUUID } from 'node:crypto';
import { routeByName } from '@shop/shared/api/routes';
import { s3Client } from '../../../adapters/s3-client.ts';
import { ENV_NAMES, requiredEnv } from '../../../config/env.ts';
import { createGalleryUpload } from '../../../domain/admin/uploads/create-staff-uploads.ts';
import { httpRoute } from '../../../http/http-route.ts';
import { storedFiles } from '../../../repositories/stored-files.ts';

const route = routeByName('create-gallery-upload');

export const handler = httpRoute(route, async ({ body }) => {
  const deps = {
    images: storedFiles(s3Client(), requiredEnv(ENV_NAMES.imagesBucket)),
    now: () => new Date(),
    newId: randomUUID,
  };
  return { body: await createGalleryUpload(deps, body), headers: { 'cache-control': 'private, no-store' } };
});
