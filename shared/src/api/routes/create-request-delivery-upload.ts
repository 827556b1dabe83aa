import { DeliveryUploadBody, DeliveryUploadResponse, RequestIdParams } from '../../requests/quotes.ts';
import { defineRoute } from '../route-definition.ts';

// Presigned POSTs for a request's customized drawings, into the private plan-files bucket.
export const createRequestDeliveryUploadRoute = defineRoute({
  name: 'create-request-delivery-upload',
  method: 'POST',
  path: '/api/admin/requests/{id}/deliveries/uploads',
  auth: 'admin',
  handler: 'requests/create-request-delivery-upload',
  access: { table: 'read', planFiles: 'write' },
  request: { params: RequestIdParams, body: DeliveryUploadBody },
  response: DeliveryUploadResponse,
});
