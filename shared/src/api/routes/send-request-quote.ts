import { RequestIdParams, RequestQuotes, SendQuoteBody } from '../../requests/quotes.ts';
import { defineRoute } from '../route-definition.ts';

// Staff send a quote on a desk request, or revise the open one (a new revision supersedes the older ones).
export const sendRequestQuoteRoute = defineRoute({
  name: 'send-request-quote',
  method: 'POST',
  path: '/api/admin/requests/{id}/quotes',
  auth: 'admin',
  handler: 'requests/send-request-quote',
  access: { table: 'write' },
  request: { params: RequestIdParams, body: SendQuoteBody },
  response: RequestQuotes,
});
