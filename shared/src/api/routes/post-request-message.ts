import { RequesterMessageBody, RequestIdParams, RequestThread, RequestTokenQuery } from '../../requests/request.ts';
import { defineRoute } from '../route-definition.ts';

// The requester writes on their thread; staff are mailed.
export const postRequestMessageRoute = defineRoute({
  name: 'post-request-message',
  method: 'POST',
  path: '/api/requests/{id}/messages',
  auth: 'optional',
  handler: 'requests/post-request-message',
  access: { table: 'write', planFiles: 'write', email: 'send' },
  request: { params: RequestIdParams, query: RequestTokenQuery, body: RequesterMessageBody },
  response: RequestThread,
});
