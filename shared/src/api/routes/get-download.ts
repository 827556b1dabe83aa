import { DownloadInfo, DownloadOrderParams } from '../../orders/downloads.ts';
import { defineRoute } from '../route-definition.ts';

export const getDownloadRoute = defineRoute({
  name: 'get-download',
  method: 'GET',
  path: '/api/downloads/{orderId}',
  auth: 'user',
  handler: 'downloads/get-download',
  access: { table: 'read', planFileLinks: 'sign' },
  request: { params: DownloadOrderParams },
  response: DownloadInfo,
});
