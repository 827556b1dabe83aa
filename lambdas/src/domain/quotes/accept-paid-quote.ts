import { QUOTE_ORDER_KIND } from '@shop/shared/orders/order';
import { canMoveRequest } from '@shop/shared/requests/request-states';
import { log } from '../../observability/log.ts';
import type { StoredOrder } from '../../repositories/order-item.ts';
import type { RequestQuotesRepository } from '../../repositories/request-quotes-repository.ts';

export type QuoteAcceptance = Pick<RequestQuotesRepository, 'getRequest' | 'moveRequest'>;

/** A paid desk quote (decision 0062): it grants no plan files, no purchase record and no plan sale count. */
export function isQuoteOrder(order: Pick<StoredOrder, 'kind'>): boolean {
  return order.kind === QUOTE_ORDER_KIND;
}

/** How many times a racing move is read again before giving up (each lost race means the request did move). */
const MOVE_TRIES = 3;

/**
 * Settling a quote's payment moves its request to accepted, naming the revision and order paid. Called before the
 * order's completion and idempotent, as the purchase record is: a crash between the two leaves a pending order that
 * a retry completes, and racing settles move the request once (the move is conditioned on the state read). A request
 * that cannot be accepted any more (declined or closed meanwhile) never blocks the completion of money taken: it is
 * logged for staff, who refund or reopen.
 */
export async function acceptPaidQuote(
  quotes: QuoteAcceptance | undefined,
  order: StoredOrder,
  paidAt: string,
): Promise<void> {
  if (!(isQuoteOrder(order) && order.request_id)) return;
  if (!quotes) {
    // A wiring without the desk's requests: the payment still completes, and staff must accept the request by hand.
    log('error', 'paid quote settled without access to its request', {
      orderId: order.id,
      requestId: order.request_id,
    });
    return;
  }
  for (let attempt = 0; attempt < MOVE_TRIES; attempt += 1) {
    const request = await quotes.getRequest(order.request_id);
    if (!request) {
      log('error', 'paid quote on a missing request', { orderId: order.id, requestId: order.request_id });
      return;
    }
    if (request.quote_order_id === order.id) return;
    if (!canMoveRequest(request.state, 'accepted') || request.state === 'accepted') {
      log('error', 'paid quote on a request that cannot be accepted', {
        orderId: order.id,
        requestId: request.id,
        state: request.state,
      });
      return;
    }
    const moved = await quotes.moveRequest(request.id, {
      from: request.state,
      to: 'accepted',
      at: paidAt,
      summary: {
        quote_accepted_revision: order.quote_revision ?? null,
        quote_order_id: order.id,
        quote_accepted_at: paidAt,
      },
    });
    if (moved) {
      log('info', 'quote accepted by payment', { orderId: order.id, requestId: request.id });
      return;
    }
  }
  throw new Error(`Request ${order.request_id} kept moving while its quote's payment settled`);
}
