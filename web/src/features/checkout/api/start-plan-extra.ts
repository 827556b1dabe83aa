import type { OrderKind } from '@shop/shared/orders/order';
import type { Package } from '@shop/shared/plans/plan';
import { useMutation } from '@tanstack/react-query';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { paystackPage } from './initialize-payment.ts';

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
  return paystackPage({
    email: input.email,
    planId: input.planId,
    packageType: input.packageType,
    kind: input.kind,
    ...(input.buildLabel?.trim() ? { buildLabel: input.buildLabel.trim() } : {}),
    language: currentLanguage(),
  });
}

export function useStartPlanExtra() {
  return useMutation({
    mutationFn: startPlanExtra,
    onSuccess: (authorizationUrl) => window.location.assign(authorizationUrl),
  });
}
