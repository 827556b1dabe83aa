import { RequestIdParams, RequestQuotes, SendQuoteBody } from '../../requests/quotes.ts';
import { defineRoute } from '../route-definition.ts';

// Staff send a quote on a desk request, or revise the open one (a new revision supersedes the older ones); the
// requester is mailed the link to it.
export const sendRequestQuoteRoute = defineRoute({
  name: 'send-request-quote',
  method: 'POST',
  path: '/api/admin/requests/{id}/quotes',
  auth: 'admin',
  handler: 'requests/send-request-quote',
  access: { table: 'write', email: 'send' },
  request: { params: RequestIdParams, body: SendQuoteBody },
  response: RequestQuotes,
});
