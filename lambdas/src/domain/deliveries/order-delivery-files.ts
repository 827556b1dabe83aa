import type { StoredOrder } from '../../repositories/order-item.ts';
import type { PlanFileVersionsRepository } from '../../repositories/plan-file-versions-repository.ts';
import type { PlansRepository } from '../../repositories/plans-repository.ts';
import { filesForTier } from '../orders/order-files.ts';
import { type DeliveryFile, deliveryFiles, replacementsOf } from './file-versions.ts';

export interface OrderFilesDeps {
  plans: Pick<PlansRepository, 'get'>;
  versions: Pick<PlanFileVersionsRepository, 'list'>;
}

/**
 * The files an order delivers: the ones copied at completion (or the plan's current files for the tier when none
 * were copied), each as its newest version with the sold one kept beside it. The download routes and the delivery
 * Lambda both call this, so they agree on the set (and its fingerprint).
 */
export async function orderDeliveryFiles(deps: OrderFilesDeps, order: StoredOrder): Promise<DeliveryFile[]> {
  // A paid desk quote delivers only what staff added to it, never the plan's files (decision 0062).
  const sold =
    order.files.length || order.kind === 'quote'
      ? order.files
      : filesForTier((await deps.plans.get(order.plan_id))?.plan_files, order.package_type);
  if (sold.length === 0) return [];
  return deliveryFiles(sold, replacementsOf(await deps.versions.list(order.plan_id)));
}
