import { toPesewas } from '@shop/shared/money';
import { PAYMENT_TEXTS } from '@shop/shared/payments/initialize';
import { discountedCharge } from '@shop/shared/promotions/discount';
import type { PromotionCheckRequest, PromotionCheckResponse } from '@shop/shared/promotions/promotion';
import type { Caller } from '../../auth/caller.ts';
import { InvalidInputError, NotFoundError } from '../../errors/domain-errors.ts';
import type { PlansRepository } from '../../repositories/plans-repository.ts';
import type { PromotionsRepository } from '../../repositories/promotions-repository.ts';
import type { InitializeDeps } from '../payments/initialize-payment.ts';
import { enforceRateLimit } from '../rate-limits/enforce-rate-limit.ts';
import { PROMOTION_RATE_LIMIT } from './promotion-rate-limit.ts';
import { promotionRefused } from './promotion-refused.ts';
import { discountRuleOf, refusalOf } from './promotion-rules.ts';
import { type PromotionPaymentDeps, paidBefore } from './reserve-promotion.ts';

export interface CheckPromotionDeps extends Omit<PromotionPaymentDeps, 'promotions'> {
  promotions: Pick<PromotionsRepository, 'get' | 'buyerUses'>;
  plans: Pick<PlansRepository, 'get'>;
  checkoutSettings: InitializeDeps['checkoutSettings'];
  now: () => Date;
}

/**
 * Checkout's Apply: whether the code can be used on this plan and package by this buyer now, and the total it
 * gives (taxes as the settings say). Nothing is taken: caps are read as they stand, and payment start checks the
 * code again and takes its use atomically. Every try counts towards the guessing limit.
 */
export async function checkPromotion(
  deps: CheckPromotionDeps,
  caller: Caller,
  request: PromotionCheckRequest,
): Promise<PromotionCheckResponse> {
  const now = deps.now();
  await enforceRateLimit(deps.rateLimits, PROMOTION_RATE_LIMIT, { address: deps.address, account: caller.sub }, now);
  const [code, plan, settings] = await Promise.all([
    deps.promotions.get(request.code),
    deps.plans.get(request.planId),
    deps.checkoutSettings(),
  ]);
  if (plan?.status !== 'active') throw new NotFoundError(PAYMENT_TEXTS.planUnavailable);
  const price = plan[`${request.packageType}_price`];
  if (!(typeof price === 'number' && price > 0)) throw new InvalidInputError(PAYMENT_TEXTS.noPrice);
  if (!code) throw promotionRefused('unknown');
  const refusal = refusalOf(code, request, now);
  if (refusal) throw promotionRefused(refusal);
  if (code.max_uses !== null && code.reserved >= code.max_uses) throw promotionRefused('exhausted');
  if (
    code.per_buyer_limit !== null &&
    (await deps.promotions.buyerUses(code.code, caller.sub)) >= code.per_buyer_limit
  ) {
    throw promotionRefused('buyer_limit');
  }
  if (code.first_purchase_only && (await paidBefore(deps.orders, caller.sub))) throw promotionRefused('first_purchase');
  const charge = discountedCharge(toPesewas(price), discountRuleOf(code), settings);
  return {
    code: code.code,
    list_price: charge.list_price_pesewas / 100,
    discount: charge.discount_pesewas / 100,
    total: charge.tax.total_pesewas / 100,
  };
}
