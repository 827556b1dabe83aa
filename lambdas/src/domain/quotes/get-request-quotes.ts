import { QUOTE_TEXTS, type RequestQuotes } from '@shop/shared/requests/quotes';
import { type Caller, isAdmin } from '../../auth/caller.ts';
import { NotFoundError } from '../../errors/domain-errors.ts';
import type { RequestQuotesRepository } from '../../repositories/request-quotes-repository.ts';
import { requestQuotesView } from './quote-view.ts';

/**
 * A request's quotes for its own requester (or staff). Anyone else's request answers like a missing one, so request
 * ids cannot be probed.
 */
export async function getRequestQuotes(
  deps: { quotes: RequestQuotesRepository; now: () => Date },
  caller: Caller,
  requestId: string,
): Promise<RequestQuotes> {
  const request = await deps.quotes.getRequest(requestId);
  if (!request || (request.requester_sub !== caller.sub && !isAdmin(caller)))
    throw new NotFoundError(QUOTE_TEXTS.requestNotFound);
  return requestQuotesView(request, await deps.quotes.listQuotes(requestId), deps.now());
}
