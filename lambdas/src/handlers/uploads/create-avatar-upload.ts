import { randomUUID } from 'node:crypto';
import { createAvatarUploadRoute } from '@shop/shared/api/routes/create-avatar-upload';
import { s3Client } from '../../adapters/s3-client.ts';
import { ENV_NAMES, requiredEnv } from '../../config/env.ts';
import { createAvatarUpload } from '../../domain/accounts/create-avatar-upload.ts';
import { httpRoute } from '../../http/http-route.ts';
import { imageUploads } from '../../repositories/image-uploads.ts';

export const handler = httpRoute(createAvatarUploadRoute, async ({ body, caller }) => {
  const deps = {
    uploads: imageUploads(s3Client(), requiredEnv(ENV_NAMES.imagesBucket)),
    now: () => new Date(),
    newId: randomUUID,
  };
  return { body: await createAvatarUpload(deps, caller, body), headers: { 'cache-control': 'private, no-store' } };
});
