import { GalleryUploadRequest, GalleryUploadResponse } from '../../admin/uploads.ts';
import { defineRoute } from '../route-definition.ts';

export const createGalleryUploadRoute = defineRoute({
  name: 'create-gallery-upload',
  method: 'POST',
  path: '/api/upload/gallery',
  auth: 'admin',
  handler: 'admin/uploads/create-gallery-upload',
  access: { images: 'write', table: 'read' },
  request: { body: GalleryUploadRequest },
  response: GalleryUploadResponse,
});
