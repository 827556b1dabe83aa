import { initializePaymentRoute } from '@shop/shared/api/routes/initialize-payment';
import type { OrderKind } from '@shop/shared/orders/order';
import type { Package } from '@shop/shared/plans/plan';
import { useMutation } from '@tanstack/react-query';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { INITIALIZE_MESSAGES } from './initialize-payment.ts';

export interface PlanExtraInput {
  email: string;
  planId: string;
  kind: OrderKind;
  /** The package an upgrade reaches; an extra build is of the package held (the server decides). */
  packageType: Package;
  buildLabel?: string;
}

/**
 * Starts the payment of an upgrade or an extra build licence and returns Paystack's page. The browser sends no
 * amount: the server prices it from what the buyer holds and today's catalogue.
 */
export async function startPlanExtra(input: PlanExtraInput): Promise<string> {
  let answer: Awaited<ReturnType<typeof apiRequest<typeof initializePaymentRoute>>>;
  try {
    answer = await apiRequest(initializePaymentRoute, {
      body: {
        email: input.email,
        planId: input.planId,
        packageType: input.packageType,
        kind: input.kind,
        ...(input.buildLabel?.trim() ? { buildLabel: input.buildLabel.trim() } : {}),
        language: currentLanguage(),
      },
    });
  } catch (error) {
    const actionable = error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401;
    throw new Error(actionable ? error.message : INITIALIZE_MESSAGES.failed);
  }
  if (!answer.success || !answer.authorization_url) throw new Error(INITIALIZE_MESSAGES.noAddress);
  return answer.authorization_url;
}

export function useStartPlanExtra() {
  return useMutation({
    mutationFn: startPlanExtra,
    onSuccess: (authorizationUrl) => window.location.assign(authorizationUrl),
  });
}
