import { DeleteUploadRequest, DeleteUploadResponse } from '../../admin/uploads.ts';
import { defineRoute } from '../route-definition.ts';

export const deleteUploadRoute = defineRoute({
  name: 'delete-upload',
  method: 'DELETE',
  path: '/api/upload/delete',
  auth: 'admin',
  handler: 'admin/uploads/delete-upload',
  access: { table: 'write', images: 'write', planFiles: 'write' },
  request: { body: DeleteUploadRequest },
  response: DeleteUploadResponse,
});
