import { createGalleryUploadRoute } from '@shop/shared/api/routes/create-gallery-upload';
import { createGalleryUpload } from '../../../domain/admin/uploads/create-staff-uploads.ts';
import { httpRoute } from '../../../http/http-route.ts';
import { imageUploadDeps } from './staff-upload-deps.ts';

export const handler = httpRoute(createGalleryUploadRoute, async ({ body }) => ({
  body: await createGalleryUpload(imageUploadDeps(), body),
  headers: { 'cache-control': 'private, no-store' },
}));
