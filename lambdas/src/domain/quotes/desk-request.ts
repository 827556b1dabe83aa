import { QUOTE_TEXTS } from '@shop/shared/requests/quotes';
import { NotFoundError } from '../../errors/domain-errors.ts';
import type { RequestQuotesRepository } from '../../repositories/request-quotes-repository.ts';

/** The desk request a quote route acts on; a request that does not exist is a 404 on every one of them. */
export async function deskRequest(quotes: Pick<RequestQuotesRepository, 'getRequest'>, requestId: string) {
  const request = await quotes.getRequest(requestId);
  if (!request) throw new NotFoundError(QUOTE_TEXTS.requestNotFound);
  return request;
}
