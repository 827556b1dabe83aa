import { coverRequestQuoteRoute } from '@shop/shared/api/routes/cover-request-quote';
import { requireCaller } from '../../domain/accounts/require-caller.ts';
import { coverRequest } from '../../domain/quotes/cover-request.ts';
import { httpRoute } from '../../http/http-route.ts';
import { quoteWriteDeps } from './quote-deps.ts';

export const handler = httpRoute(coverRequestQuoteRoute, async ({ params, body, caller }) => ({
  body: await coverRequest(quoteWriteDeps(), requireCaller(caller), params.id, body),
  headers: { 'cache-control': 'no-store' },
}));
