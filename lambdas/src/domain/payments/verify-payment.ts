import type { OrderStatus } from '@shop/shared/orders/order';
import { PAYMENT_TEXTS } from '@shop/shared/payments/initialize';
import { PAYMENT_ALARM_MESSAGES } from '@shop/shared/payments/payment-alarm-messages';
import { type PaymentVerification, VERIFY_TEXTS } from '@shop/shared/payments/verify';
import type { Caller } from '../../auth/caller.ts';
import { DomainError, InvalidInputError, NotFoundError, ProviderFailedError } from '../../errors/domain-errors.ts';
import { log } from '../../observability/log.ts';
import { type StoredOrder, toPublicOrder } from '../../repositories/order-item.ts';
import { readOwnOrder } from '../orders/order-access.ts';
import { PaystackUnavailableError } from '../ports/payment-provider.ts';
import { orderIdFromReference } from './order-reference.ts';
import type { PaymentDeps } from './payment-deps.ts';
import { settlePayment } from './settle-payment.ts';

function messageFor(order: StoredOrder, paystackStatus: string | undefined): string {
  const status: OrderStatus = order.status;
  if (status === 'completed') return VERIFY_TEXTS.completed;
  if (status === 'refunded') return VERIFY_TEXTS.refunded;
  if (status === 'failed') return `${VERIFY_TEXTS.failed}: ${order.failure_reason ?? 'the payment was declined'}`;
  if (status === 'cancelled') return VERIFY_TEXTS.cancelled;
  if (paystackStatus === 'unknown') return `${VERIFY_TEXTS.failed}: Paystack has no payment with this reference`;
  return VERIFY_TEXTS.pending;
}

/** The buyer is back from Paystack's page and Paystack calls the payment abandoned: they cancelled or left it. */
const CANCELLED_REASON = 'Cancelled on the Paystack page';

/**
 * The return from Paystack: asks Paystack about the reference and settles the order (exactly once,
 * see settlePayment). Only the order's buyer (or staff) may ask; anyone else gets 404.
 */
export async function verifyPayment(
  deps: PaymentDeps,
  caller: Caller,
  reference: string | undefined,
): Promise<PaymentVerification> {
  const trimmed = reference?.trim();
  if (!trimmed) throw new InvalidInputError(PAYMENT_TEXTS.noReference);
  const orderId = orderIdFromReference(trimmed);
  if (!orderId) throw new NotFoundError('No order has this payment reference');
  let order = await readOwnOrder(deps.orders, caller, orderId).catch((error: unknown) => {
    // Someone else's order reads as unknown; a database that cannot be reached is not "no order".
    if (error instanceof DomainError) throw new NotFoundError('No order has this payment reference');
    throw error;
  });

  let paystackStatus: string | undefined;
  // A failed or cancelled order is asked about again: a success after a decline still completes it.
  if (order.status !== 'completed' && order.status !== 'refunded') {
    try {
      const transaction = await deps.paystack.verify(order.reference);
      paystackStatus = transaction?.status ?? 'unknown';
      if (transaction) order = await settlePayment(deps, order, transaction);
      // Shown at once as cancelled (with Try again) rather than left pending until reconciliation writes it off;
      // a success Paystack reports later still completes it.
      if (order.status === 'pending' && paystackStatus === 'abandoned') {
        await deps.orders.abandon(order, CANCELLED_REASON);
        order = (await deps.orders.get(order.id)) ?? order;
      }
    } catch (error) {
      if (!(error instanceof PaystackUnavailableError)) throw error;
      log('error', PAYMENT_ALARM_MESSAGES.verifyFailed, { orderId, reason: error.message });
      throw new ProviderFailedError(PAYMENT_TEXTS.providerDown);
    }
  }
  return {
    success: order.status === 'completed',
    status: order.status,
    message: messageFor(order, paystackStatus),
    order: toPublicOrder(order),
  };
}
