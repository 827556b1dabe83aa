import { discountPesewas } from '@shop/shared/promotions/discount';
import type { OrderPromotion } from '@shop/shared/promotions/order-promotion';
import type { OrdersRepository } from '../../repositories/orders-repository.ts';
import type { PromotionsRepository } from '../../repositories/promotions-repository.ts';
import type { RateLimitCounter } from '../../repositories/rate-limit-repository.ts';
import { enforceRateLimit } from '../rate-limits/enforce-rate-limit.ts';
import { PROMOTION_RATE_LIMIT } from './promotion-rate-limit.ts';
import { promotionRefused } from './promotion-refused.ts';
import { discountRuleOf, PAID_STATUSES, type PromotionTarget, refusalOf } from './promotion-rules.ts';

/** What taking a code at payment start needs. */
export interface PromotionPaymentDeps {
  promotions: Pick<PromotionsRepository, 'get' | 'reserveBuyer' | 'reserveTotal' | 'adjust' | 'hold'>;
  orders: Pick<OrdersRepository, 'listByUser'>;
  rateLimits: RateLimitCounter;
  /** The caller's address (the limit on guessing counts it beside the account). */
  address: string;
}

/** Whether the buyer has a paid order (a first-purchase code is not for them). */
export async function paidBefore(orders: Pick<OrdersRepository, 'listByUser'>, sub: string): Promise<boolean> {
  const mine = await orders.listByUser(sub);
  return mine.some((order) => (PAID_STATUSES as readonly string[]).includes(order.status));
}

export interface PromotionRequest extends PromotionTarget {
  code: string;
  sub: string;
  orderId: string;
  listPricePesewas: number;
  now: Date;
}

/**
 * Checks a code and takes one use of it for the order about to be written, or throws the refusal (nothing is then
 * taken, nothing charged). The buyer's use is taken first, then the code's total, each by one conditional write, so
 * of buyers racing for the last use exactly one gets it; a refused total gives the buyer's use back. The order's
 * hold records the use, so a failed or abandoned payment gives it back exactly once (promotion-uses.ts).
 */
export async function reservePromotion(deps: PromotionPaymentDeps, request: PromotionRequest): Promise<OrderPromotion> {
  await enforceRateLimit(
    deps.rateLimits,
    PROMOTION_RATE_LIMIT,
    { address: deps.address, account: request.sub },
    request.now,
  );
  const code = await deps.promotions.get(request.code);
  if (!code) throw promotionRefused('unknown');
  const refusal = refusalOf(code, request, request.now);
  if (refusal) throw promotionRefused(refusal);
  if (code.first_purchase_only && (await paidBefore(deps.orders, request.sub)))
    throw promotionRefused('first_purchase');

  if (!(await deps.promotions.reserveBuyer(code.code, request.sub, code.per_buyer_limit))) {
    throw promotionRefused('buyer_limit');
  }
  if (!(await deps.promotions.reserveTotal(code.code, request.now.toISOString()))) {
    await deps.promotions.adjust(code.code, request.sub, { buyer: -1 });
    // Changed since it was read (switched off, dates moved) or, most often, the last use went to someone else.
    const now = await deps.promotions.get(code.code);
    throw promotionRefused((now && refusalOf(now, request, request.now)) ?? 'exhausted');
  }
  await deps.promotions.hold(code.code, request.orderId, request.sub, request.now.toISOString());
  return {
    code: code.code,
    kind: code.kind,
    value: code.value,
    list_price_pesewas: request.listPricePesewas,
    discount_pesewas: discountPesewas(request.listPricePesewas, discountRuleOf(code)),
  };
}
