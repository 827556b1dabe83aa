import { DownloadInfo, DownloadOrderParams } from '../../orders/downloads.ts';
import { defineRoute } from '../route-definition.ts';

export const getDownloadRoute = defineRoute({
  name: 'get-download',
  method: 'GET',
  path: '/api/downloads/{orderId}',
  auth: 'user',
  handler: 'downloads/get-download',
  // Writes: the delivery request (one conditional put on the table, one small object in the plan-files bucket).
  access: { table: 'write', planFiles: 'write' },
  request: { params: DownloadOrderParams },
  response: DownloadInfo,
});
