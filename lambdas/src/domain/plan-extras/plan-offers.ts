import {
  EXTRA_BUILD_SHARE_DEFAULT,
  extraBuildPrice,
  type PlanOffers,
  packagesAbove,
  upgradePrice,
} from '@shop/shared/orders/plan-extras';
import type { Caller } from '../../auth/caller.ts';
import { NotFoundError } from '../../errors/domain-errors.ts';
import type { OrdersRepository } from '../../repositories/orders-repository.ts';
import type { PlansRepository } from '../../repositories/plans-repository.ts';
import { planHolding } from './plan-holding.ts';

export interface PlanOffersDeps {
  plans: Pick<PlansRepository, 'get'>;
  orders: Pick<OrdersRepository, 'listByUser'>;
  /** The staff-set share of a package's price an extra build costs (site settings). */
  extraBuildSharePercent: () => Promise<number | undefined>;
}

/**
 * What the buyer holds of a plan and what they can add to it, priced as checkout will charge it (purchase-terms.ts
 * uses the same rules): each higher package with a price above the one held, and one more build. A plan no longer
 * on sale offers nothing more (its orders keep their files).
 */
export async function planOffers(deps: PlanOffersDeps, caller: Caller, planId: string): Promise<PlanOffers> {
  const [plan, orders, share] = await Promise.all([
    deps.plans.get(planId),
    deps.orders.listByUser(caller.sub),
    deps.extraBuildSharePercent(),
  ]);
  if (!plan) throw new NotFoundError('Plan not found');
  const { held, builds } = planHolding(orders, planId);
  if (!held) return { held: null, upgrades: [], extraBuild: null, builds };
  const heldOut = { packageType: held.packageType, orderId: held.order.id, reference: held.order.reference };
  if (plan.status !== 'active') return { held: heldOut, upgrades: [], extraBuild: null, builds };
  const upgrades = packagesAbove(held.packageType).flatMap((packageType) => {
    const price = upgradePrice(plan, held.packageType, packageType);
    return price ? [{ packageType, price }] : [];
  });
  const sharePercent = share ?? EXTRA_BUILD_SHARE_DEFAULT;
  const extraPrice = extraBuildPrice(plan, held.packageType, sharePercent);
  return {
    held: heldOut,
    upgrades,
    extraBuild: extraPrice ? { price: extraPrice, sharePercent } : null,
    builds,
  };
}
