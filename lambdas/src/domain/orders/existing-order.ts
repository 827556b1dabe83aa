import { NotFoundError } from '../../errors/domain-errors.ts';
import type { OrdersRepository } from '../../repositories/orders-repository.ts';

/** The order a staff action names; one that does not exist is a 404. */
export async function existingOrder(orders: Pick<OrdersRepository, 'get'>, orderId: string) {
  const order = await orders.get(orderId);
  if (!order) throw new NotFoundError('Order not found');
  return order;
}
