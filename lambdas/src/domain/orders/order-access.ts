import { DOWNLOAD_TEXTS } from '@shop/shared/orders/downloads';
import { type Caller, isAdmin } from '../../auth/caller.ts';
import { NotFoundError } from '../../errors/domain-errors.ts';
import type { StoredOrder } from '../../repositories/order-item.ts';
import type { OrdersRepository } from '../../repositories/orders-repository.ts';

/**
 * The order, when the caller owns it or is staff. Someone else's order answers exactly like a missing
 * one (404), so order ids cannot be probed.
 */
export async function readOwnOrder(orders: OrdersRepository, caller: Caller, id: string): Promise<StoredOrder> {
  const order = await orders.get(id);
  if (!order || (order.user_id !== caller.sub && !isAdmin(caller)))
    throw new NotFoundError(DOWNLOAD_TEXTS.orderNotFound);
  return order;
}
