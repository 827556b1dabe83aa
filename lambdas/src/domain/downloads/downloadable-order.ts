import { DOWNLOAD_TEXTS } from '@shop/shared/orders/downloads';
import type { Caller } from '../../auth/caller.ts';
import { ConflictError, ForbiddenError, GoneError, NotFoundError } from '../../errors/domain-errors.ts';
import type { StoredOrder } from '../../repositories/order-item.ts';
import type { OrdersRepository } from '../../repositories/orders-repository.ts';
import type { DeliveryFile } from '../deliveries/file-versions.ts';
import { type OrderFilesDeps, orderDeliveryFiles } from '../deliveries/order-delivery-files.ts';
import { refuseUnclaimedGift } from '../gifts/gift-access.ts';
import { readOwnOrder } from '../orders/order-access.ts';

export interface DownloadDeps extends OrderFilesDeps {
  orders: OrdersRepository;
  now: () => Date;
}

export interface DownloadableOrder {
  order: StoredOrder;
  expiresAt: Date;
  files: DeliveryFile[];
}

/**
 * A completed order of the caller's (or any, for staff) whose 7-day window is still open, with its
 * files: the ones copied at completion, or the plan's current files for the tier when none were
 * copied (files uploaded after the sale), each as its newest version with the sold one kept (decision 0024). 404 for others' or missing orders, 409 before payment,
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
  refuseUnclaimedGift(order, caller);
  const expiresAt = new Date(order.expires_at);
  if (deps.now().getTime() > expiresAt.getTime()) throw new GoneError(DOWNLOAD_TEXTS.expiredTitle);
  const files = await orderDeliveryFiles(deps, order);
  if (files.length === 0) throw new NotFoundError(DOWNLOAD_TEXTS.noFiles);
  return { order, expiresAt, files };
}
