import { sendRequestQuoteRoute } from '@shop/shared/api/routes/send-request-quote';
import { requireCaller } from '../../domain/accounts/require-caller.ts';
import { sendQuote } from '../../domain/quotes/send-quote.ts';
import { httpRoute } from '../../http/http-route.ts';
import { quoteWriteDeps } from './quote-deps.ts';

export const handler = httpRoute(sendRequestQuoteRoute, async ({ params, body, caller }) => ({
  body: await sendQuote(quoteWriteDeps(), requireCaller(caller), params.id, body),
  headers: { 'cache-control': 'no-store' },
}));
