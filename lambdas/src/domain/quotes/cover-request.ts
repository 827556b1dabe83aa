import { type CoverRequestBody, QUOTE_TEXTS, type RequestQuotes } from '@shop/shared/requests/quotes';
import { canMoveRequest } from '@shop/shared/requests/request-states';
import type { Caller } from '../../auth/caller.ts';
import { ConflictError } from '../../errors/domain-errors.ts';
import type { OrdersRepository } from '../../repositories/orders-repository.ts';
import { deskRequest } from './desk-request.ts';
import { requestQuotesView } from './quote-view.ts';
import type { QuoteDeps } from './send-quote.ts';

/**
 * Staff mark Premium's included customization as covered: no charge, the request moves straight to accepted. Only a
 * customization request from the holder of a completed Premium order of the plan qualifies, read from that order.
 */
export async function coverRequest(
  deps: QuoteDeps & { orders: Pick<OrdersRepository, 'get'> },
  caller: Caller,
  requestId: string,
  body: CoverRequestBody,
): Promise<RequestQuotes> {
  const request = await deskRequest(deps.quotes, requestId);
  if (!canMoveRequest(request.state, 'accepted') || request.state === 'accepted')
    throw new ConflictError(QUOTE_TEXTS.cannotCover(request.state));
  const order = request.order_id ? await deps.orders.get(request.order_id) : undefined;
  const premium =
    request.kind === 'customization' &&
    order?.status === 'completed' &&
    order.package_type === 'premium' &&
    order.user_id === request.requester_sub;
  if (!premium) throw new ConflictError(QUOTE_TEXTS.coverPremiumOnly);
  const now = deps.now();
  const at = now.toISOString();
  const moved = await deps.quotes.moveRequest(requestId, {
    from: request.state,
    to: 'accepted',
    at,
    summary: { quote_covered: true, quote_accepted_at: at },
  });
  if (!moved) throw new ConflictError(QUOTE_TEXTS.revisedMeanwhile);
  await deps.audit.record(caller, {
    action: 'request.quote.covered',
    target_type: 'request',
    target_id: requestId,
    summary: `Request ${requestId} covered by Premium order ${order.id}: no charge${body.note ? ` (${body.note})` : ''}`,
    changes: { order_id: order.id },
  });
  return requestQuotesView(moved, await deps.quotes.listQuotes(requestId), now);
}
