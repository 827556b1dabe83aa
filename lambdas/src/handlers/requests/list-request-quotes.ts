import { listRequestQuotesRoute } from '@shop/shared/api/routes/list-request-quotes';
import { requireCaller } from '../../domain/accounts/require-caller.ts';
import { getRequestQuotes } from '../../domain/quotes/get-request-quotes.ts';
import { httpRoute } from '../../http/http-route.ts';
import { quoteReadDeps } from './quote-deps.ts';

export const handler = httpRoute(listRequestQuotesRoute, async ({ params, caller }) => ({
  body: await getRequestQuotes(quoteReadDeps(), requireCaller(caller), params.id),
  headers: { 'cache-control': 'private, no-store' },
}));
