import type { Package } from '@shop/shared/plans/plan';
import type { DiscountRule } from '@shop/shared/promotions/discount';
import { boundTime, type PromotionCode, type PromotionRefusal } from '@shop/shared/promotions/promotion';

/** What the buyer wants to use the code on. */
export interface PromotionTarget {
  planId: string;
  packageType: Package;
}

/** The discount rule of a code: a fixed amount is kept in cedis by staff and applied in pesewas. */
export function discountRuleOf(code: Pick<PromotionCode, 'kind' | 'value'>): DiscountRule {
  return code.kind === 'percent'
    ? { kind: 'percent', value: code.value }
    : { kind: 'fixed', value: Math.round(code.value * 100) };
}

/**
 * Why the code cannot be used on this plan and package now, as far as the code alone says (its switch, its dates,
 * what it applies to); undefined when it can. The caps are not read here: they are taken atomically at payment
 * start, and read for the preview (check-promotion.ts).
 */
export function refusalOf(code: PromotionCode, target: PromotionTarget, now: Date): PromotionRefusal | undefined {
  if (!code.enabled) return 'disabled';
  const instant = now.toISOString();
  if (code.starts_at && instant < boundTime(code.starts_at, 'start')) return 'not_started';
  if (code.ends_at && instant > boundTime(code.ends_at, 'end')) return 'expired';
  if (code.scope === 'plans' && !code.plan_ids.includes(target.planId)) return 'not_applicable';
  if (code.scope === 'packages' && !code.packages.includes(target.packageType)) return 'not_applicable';
  return undefined;
}

/** Whether the buyer has paid for anything before (a first-purchase code refuses them). */
export const PAID_STATUSES = ['completed', 'refunded'] as const;
