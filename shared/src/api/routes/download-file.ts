import { DownloadFileQuery, DownloadOrderParams, DownloadRedirect } from '../../orders/downloads.ts';
import { defineRoute } from '../route-definition.ts';

export const downloadFileRoute = defineRoute({
  name: 'download-file',
  method: 'GET',
  path: '/api/downloads/{orderId}/file',
  auth: 'user',
  handler: 'downloads/download-file',
  // planFiles write: a link followed before the page was opened asks for the order's delivery as the page does.
  access: { table: 'write', planFiles: 'write', planFileLinks: 'sign' },
  request: { params: DownloadOrderParams, query: DownloadFileQuery },
  response: DownloadRedirect,
});
