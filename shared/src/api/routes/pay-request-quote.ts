import { PayQuoteBody, PayQuoteResponse, RequestIdParams } from '../../requests/quotes.ts';
import { defineRoute } from '../route-definition.ts';

// The requester accepts the newest quote by paying it through Paystack, priced from the stored quote.
export const payRequestQuoteRoute = defineRoute({
  name: 'pay-request-quote',
  method: 'POST',
  path: '/api/requests/{id}/quote/pay',
  auth: 'user',
  handler: 'requests/pay-request-quote',
  access: { table: 'write', paystack: 'use' },
  request: { params: RequestIdParams, body: PayQuoteBody },
  response: PayQuoteResponse,
});
