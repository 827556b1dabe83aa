import { payRequestQuoteRoute } from '@shop/shared/api/routes/pay-request-quote';
import { requireCaller } from '../../domain/accounts/require-caller.ts';
import { payQuote } from '../../domain/quotes/pay-quote.ts';
import { httpRoute } from '../../http/http-route.ts';
import { payQuoteDeps } from './quote-deps.ts';

export const handler = httpRoute(payRequestQuoteRoute, async ({ params, body, caller }) => ({
  body: await payQuote(payQuoteDeps(), requireCaller(caller), params.id, body),
  headers: { 'cache-control': 'no-store' },
}));
