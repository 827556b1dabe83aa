import { isQuoteExpired, type Quote, type QuoteStatus, type RequestQuotes } from '@shop/shared/requests/quotes';
import type { RequestView, StoredQuote } from '../../repositories/request-quotes-repository.ts';

/**
 * Where each revision stands: the accepted (paid) one is accepted; every revision below the newest is superseded;
 * the newest is open until its day passes (then expired), or accepted once paid.
 */
export function quoteStatus(request: RequestView, quote: StoredQuote, newest: number, now: Date): QuoteStatus {
  if (request.quote_accepted_revision === quote.revision) return 'accepted';
  if (quote.revision < newest) return 'superseded';
  if (request.state !== 'quoted') return request.quote_accepted_revision ? 'superseded' : 'open';
  return isQuoteExpired(quote.valid_until, now) ? 'expired' : 'open';
}

/** A request's quotes as the requester and staff see them, newest first. */
export function requestQuotesView(request: RequestView, quotes: readonly StoredQuote[], now: Date): RequestQuotes {
  const newest = Math.max(0, ...quotes.map((quote) => quote.revision));
  const shown: Quote[] = [...quotes]
    .sort((a, b) => b.revision - a.revision)
    .map((quote) => ({
      revision: quote.revision,
      amount: quote.amount,
      covers: quote.covers,
      valid_until: quote.valid_until,
      created_at: quote.created_at,
      status: quoteStatus(request, quote, newest, now),
    }));
  return {
    request_id: request.id,
    state: request.state,
    payable: request.requester_sub !== null && shown[0]?.status === 'open' && request.state === 'quoted',
    covered: request.quote_covered === true,
    order_id: request.quote_order_id ?? null,
    quotes: shown,
  };
}
