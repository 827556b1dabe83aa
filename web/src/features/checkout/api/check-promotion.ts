import { checkPromotionRoute } from '@shop/shared/api/routes/check-promotion';
import type { Package } from '@shop/shared/plans/plan';
import { useMutation } from '@tanstack/react-query';
import { msg } from '../../../i18n/msg.ts';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';

export const PROMOTION_CHECK_FAILED = msg('The promotion code could not be checked. Please try again.');

export interface PromotionCheckInput {
  code: string;
  planId: string;
  packageType: Package;
}

/**
 * Asks the server what a code does to this plan and package's price. Nothing is taken: payment start checks the code
 * again. A refusal shows the server's words (each reason has its own); anything else a generic sentence.
 */
export async function checkPromotion(input: PromotionCheckInput) {
  try {
    return await apiRequest(checkPromotionRoute, { body: input });
  } catch (error) {
    const actionable = error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401;
    throw new Error(actionable ? error.message : PROMOTION_CHECK_FAILED);
  }
}

export function useCheckPromotion() {
  return useMutation({ mutationFn: checkPromotion });
}
