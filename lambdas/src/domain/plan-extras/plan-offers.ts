import { computeTax } from '@shop/shared/invoices/tax';
import type { TaxSettings } from '@shop/shared/invoices/tax-rate';
import { toPesewas } from '@shop/shared/money';
import { EXTRA_BUILD_SHARE_DEFAULT } from '@shop/shared/orders/extra-build-share';
import { extraBuildPrice, type PlanOffers, packagesAbove, upgradePrice } from '@shop/shared/orders/plan-extras';
import type { Caller } from '../../auth/caller.ts';
import { NotFoundError } from '../../errors/domain-errors.ts';
import type { OrdersRepository } from '../../repositories/orders-repository.ts';
import type { PlansRepository } from '../../repositories/plans-repository.ts';
import { planHolding } from './plan-holding.ts';

export interface PlanOffersDeps {
  plans: Pick<PlansRepository, 'get'>;
  orders: Pick<OrdersRepository, 'listByUser'>;
  /** The tax rows in force and the staff-set share of a package's price an extra build costs (site settings). */
  settings: () => Promise<TaxSettings & { extra_build_share_percent?: number }>;
}

/** What Paystack will charge for a catalogue amount: exclusive taxes added as checkout adds them (decision 0046). */
const charged = (price: number, settings: TaxSettings) => computeTax(toPesewas(price), settings).total_pesewas / 100;

/**
 * What the buyer holds of a plan and what they can add to it, priced as Paystack will charge it (purchase-terms.ts
 * uses the same rules, and the same tax rows are added): each higher package with a price above the one held, and one more build. A plan no longer
 * on sale offers nothing more (its orders keep their files).
 */
export async function planOffers(deps: PlanOffersDeps, caller: Caller, planId: string): Promise<PlanOffers> {
  const [plan, orders, settings] = await Promise.all([
    deps.plans.get(planId),
    deps.orders.listByUser(caller.sub),
    deps.settings(),
  ]);
  if (!plan) throw new NotFoundError('Plan not found');
  const { held, builds } = planHolding(orders, planId);
  if (!held) return { held: null, upgrades: [], extraBuild: null, builds };
  const heldOut = { packageType: held.packageType, orderId: held.order.id, reference: held.order.reference };
  if (plan.status !== 'active') return { held: heldOut, upgrades: [], extraBuild: null, builds };
  const upgrades = packagesAbove(held.packageType).flatMap((packageType) => {
    const price = upgradePrice(plan, held.packageType, packageType);
    return price ? [{ packageType, price: charged(price, settings) }] : [];
  });
  const sharePercent = settings.extra_build_share_percent ?? EXTRA_BUILD_SHARE_DEFAULT;
  const extraPrice = extraBuildPrice(plan, held.packageType, sharePercent);
  return {
    held: heldOut,
    upgrades,
    extraBuild: extraPrice ? { price: charged(extraPrice, settings), sharePercent } : null,
    builds,
  };
}
