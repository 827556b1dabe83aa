import { createImageUploadRoute } from '@shop/shared/api/routes/create-image-upload';
import { createImageUpload } from '../../../domain/admin/uploads/create-staff-uploads.ts';
import { httpRoute } from '../../../http/http-route.ts';
import { imageUploadDeps } from './staff-upload-deps.ts';

export const handler = httpRoute(createImageUploadRoute, async ({ body }) => ({
  body: await createImageUpload(imageUploadDeps(), body),
  headers: { 'cache-control': 'private, no-store' },
}));
