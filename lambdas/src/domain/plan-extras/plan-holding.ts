import { isUnclaimedGift } from '@shop/shared/orders/gift';
import type { Order } from '@shop/shared/orders/order';
import { higherPackage, type LicensedBuild } from '@shop/shared/orders/plan-extras';
import type { Package } from '@shop/shared/plans/plan';

/** What a buyer holds of one plan, read from their orders. */
export interface PlanHolding {
  /** The highest package held and the order that gives it (the newest such order on a tie); undefined: none held. */
  held?: { packageType: Package; order: Order };
  /** Each build the buyer's licences cover, oldest first. */
  builds: LicensedBuild[];
}

/**
 * Only a paid order that is still in force counts: a refunded, failed or pending one gives nothing, and one under an
 * open dispute gives nothing while the bank decides (its downloads are paused too). A gift not yet claimed is the
 * recipient's to be, not the giver's licence.
 */
function inForce(order: Order): boolean {
  if (isUnclaimedGift(order)) return false;
  return order.status === 'completed' && order.dispute_status !== 'open';
}

/**
 * A pure reading of the buyer's orders of a plan: a purchase holds its package and licenses one build; an upgrade
 * raises the package and licenses no build of its own; an extra build licenses one more build and never raises the
 * package (it is priced from the package held when it was bought). Orders of other plans are ignored.
 */
export function planHolding(orders: readonly Order[], planId: string): PlanHolding {
  const mine = orders
    .filter((order) => order.plan_id === planId && inForce(order))
    .sort((a, b) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0));
  let held: PlanHolding['held'];
  const builds: LicensedBuild[] = [];
  for (const order of mine) {
    if (order.kind !== 'extra_build') {
      // Later orders win a tie, so the newest order of the highest package is the one an upgrade names.
      const packageType = held ? higherPackage(order.package_type, held.packageType) : order.package_type;
      if (!held || packageType === order.package_type) held = { packageType, order };
    }
    if (order.kind !== 'upgrade') {
      builds.push({ orderId: order.id, reference: order.reference, label: order.build_label || null });
    }
  }
  return { held, builds };
}
