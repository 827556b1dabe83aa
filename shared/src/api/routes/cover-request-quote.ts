import { CoverRequestBody, RequestIdParams, RequestQuotes } from '../../requests/quotes.ts';
import { defineRoute } from '../route-definition.ts';

// Staff mark Premium's included customization as covered: accepted with no payment.
export const coverRequestQuoteRoute = defineRoute({
  name: 'cover-request-quote',
  method: 'POST',
  path: '/api/admin/requests/{id}/quotes/covered',
  auth: 'admin',
  handler: 'requests/cover-request-quote',
  access: { table: 'write' },
  request: { params: RequestIdParams, body: CoverRequestBody },
  response: RequestQuotes,
});
