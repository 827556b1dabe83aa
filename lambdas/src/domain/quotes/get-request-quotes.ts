import { QUOTE_TEXTS, type RequestQuotes } from '@shop/shared/requests/quotes';
import { type Caller, isAdmin } from '../../auth/caller.ts';
import { NotFoundError } from '../../errors/domain-errors.ts';
import type { RequestQuotesRepository } from '../../repositories/request-quotes-repository.ts';
import { deskRequest } from './desk-request.ts';
import { requestQuotesView } from './quote-view.ts';
import { ownsVisitorRequest } from './visitor-request.ts';

/**
 * A request's quotes for its own requester (or staff), or for the sender of a visitor's request signed in with the
 * address it was sent from. Anyone else's request answers like a missing one, so request
 * ids cannot be probed.
 */
export async function getRequestQuotes(
  deps: { quotes: RequestQuotesRepository; now: () => Date },
  caller: Caller,
  requestId: string,
): Promise<RequestQuotes> {
  const request = await deskRequest(deps.quotes, requestId);
  // A visitor's request, read from the account with its confirmed address, is shown as theirs (payable).
  const asRequester = ownsVisitorRequest(request, caller) ? { ...request, requester_sub: caller.sub } : request;
  if (asRequester.requester_sub !== caller.sub && !isAdmin(caller))
    throw new NotFoundError(QUOTE_TEXTS.requestNotFound);
  return requestQuotesView(asRequester, await deps.quotes.listQuotes(requestId), deps.now());
}
