import { RequestIdParams, RequestQuotes } from '../../requests/quotes.ts';
import { defineRoute } from '../route-definition.ts';

// The requester reads the quotes on their own request (anyone else's answers 404).
export const getRequestQuoteRoute = defineRoute({
  name: 'get-request-quote',
  method: 'GET',
  path: '/api/requests/{id}/quote',
  auth: 'user',
  handler: 'requests/get-request-quote',
  access: { table: 'read' },
  request: { params: RequestIdParams },
  response: RequestQuotes,
});
