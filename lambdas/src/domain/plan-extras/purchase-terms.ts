import { EXTRA_BUILD_SHARE_DEFAULT } from '@shop/shared/orders/extra-build-share';
import {
  extraBuildPrice,
  type PackagePrices,
  PLAN_EXTRAS_TEXTS,
  packagesAbove,
  upgradePrice,
} from '@shop/shared/orders/plan-extras';
import type { InitializePaymentRequest } from '@shop/shared/payments/initialize';
import type { Package } from '@shop/shared/plans/plan';
import type { Caller } from '../../auth/caller.ts';
import { ConflictError, InvalidInputError } from '../../errors/domain-errors.ts';
import type { StoredOrder } from '../../repositories/order-item.ts';
import type { OrdersRepository } from '../../repositories/orders-repository.ts';
import { planHolding } from './plan-holding.ts';

/** What a payment sells: its catalogue price in cedis, the package it carries, and what the order keeps of it. */
export interface PurchaseTerms {
  price: number | undefined;
  packageType: Package;
  fields: Partial<StoredOrder>;
}

export interface PurchaseTermsDeps {
  orders: Pick<OrdersRepository, 'listByUser'>;
}

type PricedPlan = { id: string } & PackagePrices;

/**
 * The terms of a payment, all from the server's own records: a purchase is the package's price today; an upgrade is
 * the difference between today's prices of the package the buyer holds and the one they ask for; an extra build is
 * the staff-set share of today's price of the package held. What the buyer holds is read from their paid orders,
 * never from the request. An upgrade or an extra build keeps the licence's name of the order it extends.
 */
export async function purchaseTerms(
  deps: PurchaseTermsDeps,
  caller: Caller,
  request: Pick<InitializePaymentRequest, 'kind' | 'packageType' | 'buildLabel'>,
  plan: PricedPlan,
  extraBuildSharePercent = EXTRA_BUILD_SHARE_DEFAULT,
): Promise<PurchaseTerms> {
  if (!request.kind)
    return { price: plan[`${request.packageType}_price`] ?? undefined, packageType: request.packageType, fields: {} };
  const { held } = planHolding(await deps.orders.listByUser(caller.sub), plan.id);
  if (!held) throw new ConflictError(PLAN_EXTRAS_TEXTS.notHeld);
  const base = {
    base_order_id: held.order.id,
    base_order_reference: held.order.reference,
    ...(held.order.licenceName ? { licenceName: held.order.licenceName } : {}),
  };
  if (request.kind === 'extra_build') {
    const price = extraBuildPrice(plan, held.packageType, extraBuildSharePercent);
    if (price === undefined) throw new InvalidInputError(PLAN_EXTRAS_TEXTS.noPrice);
    const label = request.buildLabel?.trim();
    return {
      price,
      packageType: held.packageType,
      fields: { kind: 'extra_build', ...base, ...(label ? { build_label: label } : {}) },
    };
  }
  const target = request.packageType;
  if (!packagesAbove(held.packageType).includes(target)) throw new ConflictError(PLAN_EXTRAS_TEXTS.notAbove);
  const price = upgradePrice(plan, held.packageType, target);
  if (price === undefined) throw new InvalidInputError(PLAN_EXTRAS_TEXTS.noPrice);
  // Paystack charges no zero amount: a free upgrade is one staff grant by hand.
  if (price === 0) throw new ConflictError(PLAN_EXTRAS_TEXTS.nothingToPay);
  return { price, packageType: target, fields: { kind: 'upgrade', ...base, upgraded_from: held.packageType } };
}
