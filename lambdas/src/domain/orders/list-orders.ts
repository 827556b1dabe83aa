import type { OrderListQuery, OrderListResponse } from '@shop/shared/orders/order';
import { type Caller, isAdmin } from '../../auth/caller.ts';
import { ForbiddenError } from '../../errors/domain-errors.ts';
import { toPublicOrder } from '../../repositories/order-item.ts';
import type { OrdersRepository } from '../../repositories/orders-repository.ts';

/** The caller's orders, newest first; staff may ask for any user's with `userId`. */
export async function listOrders(
  orders: OrdersRepository,
  caller: Caller,
  query: OrderListQuery,
): Promise<OrderListResponse> {
  const userId = query.userId || caller.sub;
  if (userId !== caller.sub && !isAdmin(caller)) throw new ForbiddenError('You can only list your own orders');
  return { orders: (await orders.listByUser(userId)).map(toPublicOrder) };
}
