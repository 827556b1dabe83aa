import type { OrderListQuery, OrderListResponse } from '@shop/shared/orders/order';
import { type Caller, isAdmin } from '../../auth/caller.ts';
import { ForbiddenError } from '../../errors/domain-errors.ts';
import type { GiftsRepository } from '../../repositories/gifts-repository.ts';
import type { OrdersRepository } from '../../repositories/orders-repository.ts';
import { giftView } from '../gifts/gift-view.ts';
import { ownAndGiven } from '../gifts/list-own-and-given.ts';

/** The caller's orders and the gifts they gave, newest first; staff may ask for any user's with `userId`. */
export async function listOrders(
  orders: OrdersRepository,
  caller: Caller,
  query: OrderListQuery,
  gifts?: Pick<GiftsRepository, 'listByGiver'>,
): Promise<OrderListResponse> {
  const userId = query.userId || caller.sub;
  if (userId !== caller.sub && !isAdmin(caller)) throw new ForbiddenError('You can only list your own orders');
  const [own, given] = await Promise.all([orders.listByUser(userId), gifts?.listByGiver(userId) ?? []]);
  return { orders: ownAndGiven(own, given).map((order) => giftView(order, caller)) };
}
