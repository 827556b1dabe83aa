import { InvalidInputError, UnauthenticatedError } from '../../errors/domain-errors.ts';
import { log } from '../../observability/log.ts';
import { readTransaction } from '../ports/payment-provider.ts';
import { handleDisputeEvent, handleRefundEvent } from '../refunds/paystack-events.ts';
import { orderIdFromReference } from './order-reference.ts';
import type { PaymentDeps } from './payment-deps.ts';
import { settlePayment } from './settle-payment.ts';
import { isValidSignature } from './webhook-signature.ts';

export const INVALID_SIGNATURE = 'Invalid webhook signature';
export const WEBHOOK_NOT_AN_EVENT =
  'The webhook body must be a JSON object with "event" and "data", as Paystack sends it';

const REFUND_EVENTS = new Set(['refund.processed', 'refund.pending', 'refund.failed']);
const DISPUTE_EVENTS = new Set(['charge.dispute.create', 'charge.dispute.remind', 'charge.dispute.resolve']);

/**
 * A Paystack webhook. Nothing is read or written before the signature over the raw body checks out
 * (401 otherwise, so a forged call changes nothing). Then every event is acknowledged with 200 so
 * Paystack stops retrying. `charge.success` for one of our references settles an order, with the same checks
 * and the same exactly-once completion as the verify call; refund and dispute events (also for refunds staff
 * started on Paystack's dashboard) bring the order to the same state a staff refund does, once.
 */
export async function handleWebhook(
  deps: PaymentDeps,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<{ received: boolean }> {
  if (!isValidSignature(rawBody, signature, await deps.paystack.secretKey())) {
    log('warn', 'webhook refused: bad signature', { hasSignature: Boolean(signature) });
    throw new UnauthenticatedError(INVALID_SIGNATURE);
  }
  let event: { event?: unknown; data?: unknown };
  try {
    event = JSON.parse(rawBody.toString('utf8'));
  } catch {
    log('warn', 'webhook ignored: body is not JSON');
    return { received: true };
  }
  // Signed JSON that is not an object (null, a list, a number) has no event to read: the sender's mistake, said so.
  if (typeof event !== 'object' || event === null || Array.isArray(event)) {
    log('warn', 'webhook refused: body is not a JSON object');
    throw new InvalidInputError(WEBHOOK_NOT_AN_EVENT);
  }
  const name = String(event.event);
  if (REFUND_EVENTS.has(name)) {
    await handleRefundEvent(deps, name, event.data);
    return { received: true };
  }
  if (DISPUTE_EVENTS.has(name)) {
    await handleDisputeEvent(deps, name, event.data);
    return { received: true };
  }
  if (name !== 'charge.success') {
    log('info', 'webhook ignored: event not handled', { event: name });
    return { received: true };
  }
  const transaction = readTransaction(event.data);
  const orderId = transaction ? orderIdFromReference(transaction.reference) : undefined;
  const order = orderId ? await deps.orders.get(orderId) : undefined;
  if (!transaction || !order) {
    log('warn', 'webhook ignored: unknown reference', { reference: transaction?.reference ?? null });
    return { received: true };
  }
  await settlePayment(deps, order, transaction);
  return { received: true };
}
