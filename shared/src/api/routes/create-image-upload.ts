import { ImageUploadRequest, ImageUploadResponse } from '../../admin/uploads.ts';
import { defineRoute } from '../route-definition.ts';

export const createImageUploadRoute = defineRoute({
  name: 'create-image-upload',
  method: 'POST',
  path: '/api/upload/image',
  auth: 'admin',
  handler: 'admin/uploads/create-image-upload',
  access: { images: 'write', table: 'read' },
  request: { body: ImageUploadRequest },
  response: ImageUploadResponse,
});
