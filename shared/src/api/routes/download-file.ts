import { DownloadFileQuery, DownloadOrderParams, DownloadRedirect } from '../../orders/downloads.ts';
import { defineRoute } from '../route-definition.ts';

export const downloadFileRoute = defineRoute({
  name: 'download-file',
  method: 'GET',
  path: '/api/downloads/{orderId}/file',
  auth: 'user',
  handler: 'downloads/download-file',
  access: { table: 'write', planFileLinks: 'sign' },
  request: { params: DownloadOrderParams, query: DownloadFileQuery },
  response: DownloadRedirect,
});
