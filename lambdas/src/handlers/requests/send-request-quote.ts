import { sendRequestQuoteRoute } from '@shop/shared/api/routes/send-request-quote';
import { requireCaller } from '../../domain/accounts/require-caller.ts';
import { type QuoteDeps, sendQuote } from '../../domain/quotes/send-quote.ts';
import { tellRequesterQuote } from '../../domain/requests/request-notices.ts';
import { httpRoute } from '../../http/http-route.ts';
import { quoteWriteDeps } from './quote-deps.ts';
import { requestNoticeDeps } from './request-deps.ts';

export const handler = httpRoute(sendRequestQuoteRoute, async ({ params, body, caller }) => {
  const notices = requestNoticeDeps();
  const deps: QuoteDeps = {
    ...quoteWriteDeps(),
    tellRequester: (request, quote) => tellRequesterQuote(notices, request, quote),
  };
  return {
    body: await sendQuote(deps, requireCaller(caller), params.id, body),
    headers: { 'cache-control': 'no-store' },
  };
});
