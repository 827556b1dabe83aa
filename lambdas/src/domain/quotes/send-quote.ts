import { toPesewas } from '@shop/shared/money';
import {
  isQuoteExpired,
  QUOTE_MAX_REVISIONS,
  QUOTE_TEXTS,
  type RequestQuotes,
  type SendQuoteBody,
} from '@shop/shared/requests/quotes';
import { canMoveRequest } from '@shop/shared/requests/request-states';
import type { Caller } from '../../auth/caller.ts';
import { ConflictError, InvalidInputError } from '../../errors/domain-errors.ts';
import { log } from '../../observability/log.ts';
import type { RequestQuotesRepository, RequestView } from '../../repositories/request-quotes-repository.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import { deskRequest } from './desk-request.ts';
import { requestQuotesView } from './quote-view.ts';

export interface QuoteDeps {
  quotes: RequestQuotesRepository;
  audit: AuditLog;
  now: () => Date;
  /**
   * Tells the requester a quote is on their request, given the request as the move left it (a failed mail is
   * logged, never fails the quote).
   */
  tellRequester?: (
    request: RequestView,
    quote: { revision: number; amount: number; valid_until: string },
  ) => Promise<void>;
}

/**
 * Staff send a quote, or revise the open one: a new revision (the older ones read as superseded), and the request
 * moves to quoted. The revision number is claimed by a conditional put, so two staff members sending at once never
 * write one revision twice; the request's move is conditioned on the state it was read in.
 */
export async function sendQuote(
  deps: QuoteDeps,
  caller: Caller,
  requestId: string,
  body: SendQuoteBody,
): Promise<RequestQuotes> {
  const request = await deskRequest(deps.quotes, requestId);
  if (!canMoveRequest(request.state, 'quoted')) throw new ConflictError(QUOTE_TEXTS.cannotQuote(request.state));
  const now = deps.now();
  if (isQuoteExpired(body.valid_until, now))
    throw new InvalidInputError(QUOTE_TEXTS.pastDate, { valid_until: QUOTE_TEXTS.pastDate });
  const existing = await deps.quotes.listQuotes(requestId);
  const revision = Math.max(0, ...existing.map((quote) => quote.revision)) + 1;
  if (revision > QUOTE_MAX_REVISIONS) throw new ConflictError(QUOTE_TEXTS.tooManyRevisions);
  const at = now.toISOString();
  const quote = {
    request_id: requestId,
    revision,
    amount: body.amount,
    amount_pesewas: toPesewas(body.amount),
    covers: body.covers,
    valid_until: body.valid_until,
    created_at: at,
    created_by: caller.sub,
  };
  if (!(await deps.quotes.putQuote(quote))) throw new ConflictError(QUOTE_TEXTS.revisedMeanwhile);
  const moved = await deps.quotes.moveRequest(requestId, {
    from: request.state,
    to: 'quoted',
    at,
    summary: { quote_revision: revision, quote_amount: body.amount, quote_valid_until: body.valid_until },
  });
  if (!moved) {
    // The request moved on (paid, declined) between the read and the write: the revision is not announced.
    await deps.quotes.removeQuote(requestId, revision);
    throw new ConflictError(QUOTE_TEXTS.revisedMeanwhile);
  }
  await deps.audit.record(caller, {
    action: revision === 1 ? 'request.quote.sent' : 'request.quote.revised',
    target_type: 'request',
    target_id: requestId,
    summary: `Quote revision ${revision} sent on request ${requestId}: GHS ${body.amount} until ${body.valid_until}`,
    changes: { revision, amount: body.amount, valid_until: body.valid_until },
  });
  // The quote stands whatever the mail does: the requester sees it on the request either way.
  await deps.tellRequester?.(moved, quote).catch((error: unknown) => {
    log('error', 'quote mail failed; the quote is on the request', { requestId, revision, error: String(error) });
  });
  return requestQuotesView(moved, [...existing, quote], now);
}
