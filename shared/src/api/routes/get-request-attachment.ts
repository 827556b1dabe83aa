import { RequestAttachmentLink, RequestAttachmentParams, RequestTokenQuery } from '../../requests/request.ts';
import { defineRoute } from '../route-definition.ts';

// A link of a few minutes to one attachment, for the request's requester and staff only.
export const getRequestAttachmentRoute = defineRoute({
  name: 'get-request-attachment',
  method: 'GET',
  path: '/api/requests/{id}/attachments/{attachmentId}',
  auth: 'optional',
  handler: 'requests/get-request-attachment',
  access: { table: 'read', planFiles: 'read' },
  request: { params: RequestAttachmentParams, query: RequestTokenQuery },
  response: RequestAttachmentLink,
});
