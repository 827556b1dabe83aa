import { CURRENCY } from '@shop/shared/constants';
import { languagePrefix, type ShopLanguage } from '@shop/shared/i18n/languages';
import { PAYMENT_TEXTS } from '@shop/shared/payments/initialize';
import { PAYMENT_ALARM_MESSAGES } from '@shop/shared/payments/payment-alarm-messages';
import { ProviderFailedError } from '../../errors/domain-errors.ts';
import { log } from '../../observability/log.ts';
import type { StoredOrder } from '../../repositories/order-item.ts';
import { PaystackUnavailableError } from '../ports/payment-provider.ts';
import type { PaymentDeps } from './payment-deps.ts';

/** What opening the payment page adds to a pending order: who pays, in which language, and what Paystack keeps. */
export interface PaymentPage {
  /** Paystack mails its own receipt to this address. */
  email: string;
  language: ShopLanguage;
  metadata: Record<string, string>;
}

/**
 * Stores the pending order and opens Paystack's page for it: the buyer comes back to the return page in the language
 * they paid from. When Paystack cannot start, the order is failed and the buyer told the provider is down.
 */
export async function openPaymentPage(
  deps: Pick<PaymentDeps, 'orders' | 'paystack' | 'siteUrl'>,
  order: StoredOrder,
  { email, language, metadata }: PaymentPage,
): Promise<{ authorization_url: string }> {
  const returnUrl = `${deps.siteUrl}${languagePrefix(language)}/payment/verify`;
  await deps.orders.create(order);
  try {
    return await deps.paystack.initialize({
      email,
      amount: order.amount_pesewas,
      currency: CURRENCY,
      reference: order.reference,
      callback_url: returnUrl,
      // cancel_action: Paystack sends a buyer who cancels back here, so the page shows the cancellation at once.
      metadata: { ...metadata, cancel_action: `${returnUrl}?reference=${encodeURIComponent(order.reference)}` },
    });
  } catch (error) {
    if (!(error instanceof PaystackUnavailableError)) throw error;
    log('error', PAYMENT_ALARM_MESSAGES.initialiseFailed, { orderId: order.id, reason: error.message });
    await deps.orders.fail(order, 'The payment provider could not start the payment', null);
    throw new ProviderFailedError(PAYMENT_TEXTS.providerDown);
  }
}
