import { getUploadStatusRoute } from '@shop/shared/api/routes/get-upload-status';
import { s3Client } from '../../adapters/s3-client.ts';
import { ENV_NAMES, requiredEnv } from '../../config/env.ts';
import { pictureStatus } from '../../domain/pictures/picture-status.ts';
import { httpRoute } from '../../http/http-route.ts';
import { pictureStore } from '../../repositories/picture-store.ts';

export const handler = httpRoute(getUploadStatusRoute, async ({ query, caller }) => {
  const store = pictureStore(s3Client(), requiredEnv(ENV_NAMES.imagesBucket));
  return {
    body: await pictureStatus(store, caller, query.address),
    headers: { 'cache-control': 'private, no-store' },
  };
});
