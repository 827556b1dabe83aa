import { initializePaymentRoute } from '@shop/shared/api/routes/initialize-payment';
import { useMutation } from '@tanstack/react-query';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { msg } from '../../../i18n/msg.ts';
import { ApiError, type ApiRequestOptions, apiRequest } from '../../../lib/api-client.ts';
import type { CheckoutData } from '../../../lib/checkout-hand-over.ts';
import type { GiftInput } from '../components/gift-fields.tsx';

/** Starts a payment: the server creates the order and answers with the provider's page to send the buyer to. */
export const INITIALIZE_MESSAGES = {
  failed: msg('Failed to initialize payment'),
  noAddress: msg('Payment initialization failed'),
} as const;

export interface BillingInput {
  name: string;
  company: string;
  tax_number: string;
  address: string;
}

export interface InitializeInput {
  email: string;
  /** Who the licence names: stamped on every sheet and on the certificate. */
  licenceName: string;
  /** Who the invoice is made out to (blank optional fields are left out by the server). */
  billing: BillingInput;
  data: CheckoutData;
  userId: string;
  /** A promotion code the buyer applied: the server checks it again and takes its use, or refuses the payment. */
  promotionCode?: string;
  /** "Give this plan": the recipient and the giver's message; absent for a purchase for oneself. */
  gift?: GiftInput;
}

/**
 * Starts a Paystack payment and returns the address of its payment page. It names the plan, package and code,
 * never a price: the server prices the order from the catalogue.
 */
export async function initializePayment({
  email,
  licenceName,
  billing,
  data,
  userId,
  promotionCode,
  gift,
}: InitializeInput): Promise<string> {
  return paystackPage({
    email,
    // A gift's licence is the recipient's: the server names it after them.
    ...(gift
      ? {
          gift: {
            recipientName: gift.recipientName.trim(),
            recipientEmail: gift.recipientEmail.trim(),
            ...(gift.message.trim() ? { message: gift.message } : {}),
            language: gift.language,
          },
        }
      : { licenceName }),
    billing,
    planId: data.planId,
    packageType: data.package,
    userId,
    // The order's mails and Paystack's return page follow the language the buyer is shopping in.
    language: currentLanguage(),
    ...(promotionCode ? { promotionCode } : {}),
  });
}

/**
 * POST /api/payments/initialize (a purchase, a gift, an upgrade or an extra build): the address of Paystack's page.
 * A refusal the buyer can act on (an inactive plan, payments switched off) comes back in the server's words;
 * anything else as msg('Failed to initialize payment').
 */
export async function paystackPage(body: ApiRequestOptions<typeof initializePaymentRoute>['body']): Promise<string> {
  let answer: Awaited<ReturnType<typeof apiRequest<typeof initializePaymentRoute>>>;
  try {
    answer = await apiRequest(initializePaymentRoute, { body });
  } catch (error) {
    const actionable = error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401;
    throw new Error(actionable ? error.message : INITIALIZE_MESSAGES.failed);
  }
  if (!answer.success || !answer.authorization_url) throw new Error(INITIALIZE_MESSAGES.noAddress);
  return answer.authorization_url;
}

export function useInitializePayment() {
  return useMutation({ mutationFn: initializePayment });
}
