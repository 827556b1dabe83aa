import type { Order } from '@shop/shared/orders/order';
import type { Caller } from '../../auth/caller.ts';
import { toPublicOrder } from '../../repositories/order-item.ts';
import type { OrdersRepository } from '../../repositories/orders-repository.ts';
import { readOwnOrder } from './order-access.ts';

export async function getOrder(orders: OrdersRepository, caller: Caller, id: string): Promise<Order> {
  return toPublicOrder(await readOwnOrder(orders, caller, id));
}
