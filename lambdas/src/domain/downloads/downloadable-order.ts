import { DOWNLOAD_TEXTS } from '@shop/shared/orders/downloads';
import type { Caller } from '../../auth/caller.ts';
import type { OrderFile, StoredOrder } from '../../repositories/order-item.ts';
import type { OrdersRepository } from '../../repositories/orders-repository.ts';
import type { PlansRepository } from '../../repositories/plans-repository.ts';
import { ConflictError, ForbiddenError, GoneError, NotFoundError } from '../domain-errors.ts';
import { readOwnOrder } from '../orders/order-access.ts';
import { filesForTier } from '../orders/order-files.ts';

export interface DownloadDeps {
  orders: OrdersRepository;
  plans: PlansRepository;
  now: () => Date;
}

export interface DownloadableOrder {
  order: StoredOrder;
  expiresAt: Date;
  files: OrderFile[];
}

/**
 * A completed order of the caller's (or any, for staff) whose 7-day window is still open, with its
 * files: the ones copied at completion, or the plan's current files for the tier when none were
 * copied (files uploaded after the sale). 404 for others' or missing orders, 409 before payment,
 * 410 after the window or once refunded, 403 while a payment dispute is open, 404 'No files available' when
 * there is nothing to download yet.
 */
export async function downloadableOrder(
  deps: DownloadDeps,
  caller: Caller,
  orderId: string,
): Promise<DownloadableOrder> {
  const order = await readOwnOrder(deps.orders, caller, orderId);
  if (order.status === 'refunded') throw new GoneError(DOWNLOAD_TEXTS.refunded);
  if (order.dispute_status === 'open') throw new ForbiddenError(DOWNLOAD_TEXTS.disputed);
  if (order.status !== 'completed' || !order.expires_at) throw new ConflictError(DOWNLOAD_TEXTS.notCompleted);
  const expiresAt = new Date(order.expires_at);
  if (deps.now().getTime() > expiresAt.getTime()) throw new GoneError(DOWNLOAD_TEXTS.expiredTitle);
  let files = order.files;
  if (files.length === 0) {
    const plan = await deps.plans.get(order.plan_id);
    files = filesForTier(plan?.plan_files, order.package_type);
  }
  if (files.length === 0) throw new NotFoundError(DOWNLOAD_TEXTS.noFiles);
  return { order, expiresAt, files };
}
