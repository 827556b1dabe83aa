import { RequestUpload, RequestUploadBody } from '../../requests/request.ts';
import { defineRoute } from '../route-definition.ts';

// A presigned POST for one request attachment into the private bucket (visitors too: rate-limited per address).
export const createRequestUploadRoute = defineRoute({
  name: 'create-request-upload',
  method: 'POST',
  path: '/api/requests/uploads',
  auth: 'optional',
  handler: 'requests/create-request-upload',
  access: { table: 'write', planFiles: 'write' },
  request: { body: RequestUploadBody },
  response: RequestUpload,
});
