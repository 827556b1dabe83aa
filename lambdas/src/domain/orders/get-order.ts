import type { Order } from '@shop/shared/orders/order';
import type { Caller } from '../../auth/caller.ts';
import type { OrdersRepository } from '../../repositories/orders-repository.ts';
import { readOrderAsOwnerOrGiver } from '../gifts/gift-access.ts';
import { giftView } from '../gifts/gift-view.ts';

export async function getOrder(orders: OrdersRepository, caller: Caller, id: string): Promise<Order> {
  // A gift's giver reads it too, and its recipient without the giver's billing details (decision 0055).
  return giftView(await readOrderAsOwnerOrGiver(orders, caller, id), caller);
}
