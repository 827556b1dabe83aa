import { RequestIdParams, RequestQuotes } from '../../requests/quotes.ts';
import { defineRoute } from '../route-definition.ts';

// Staff read a desk request's quotes, newest first, with where each stands.
export const listRequestQuotesRoute = defineRoute({
  name: 'list-request-quotes',
  method: 'GET',
  path: '/api/admin/requests/{id}/quotes',
  auth: 'admin',
  handler: 'requests/list-request-quotes',
  access: { table: 'read' },
  request: { params: RequestIdParams },
  response: RequestQuotes,
});
