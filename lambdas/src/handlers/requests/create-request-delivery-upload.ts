import { randomUUID } from 'node:crypto';
import { createRequestDeliveryUploadRoute } from '@shop/shared/api/routes/create-request-delivery-upload';
import { createDeliveryUpload } from '../../domain/quotes/create-delivery-upload.ts';
import { httpRoute } from '../../http/http-route.ts';
import { planFilesBucket, quoteReadDeps } from './quote-deps.ts';

export const handler = httpRoute(createRequestDeliveryUploadRoute, async ({ params, body }) => {
  const deps = { ...quoteReadDeps(), planFiles: planFilesBucket(), newId: randomUUID };
  return { body: await createDeliveryUpload(deps, params.id, body), headers: { 'cache-control': 'private, no-store' } };
});
