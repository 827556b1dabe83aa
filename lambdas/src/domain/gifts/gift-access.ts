import { DOWNLOAD_TEXTS } from '@shop/shared/orders/downloads';
import { GIFT_TEXTS } from '@shop/shared/orders/gift';
import { type Caller, isAdmin } from '../../auth/caller.ts';
import { ConflictError, NotFoundError } from '../../errors/domain-errors.ts';
import type { StoredOrder } from '../../repositories/order-item.ts';
import type { OrdersRepository } from '../../repositories/orders-repository.ts';

/**
 * Who may read an order (decision 0055): its owner (a gift's recipient once claimed), a gift's giver, and staff.
 * `receipt`: the invoice and credit note, which stay the giver's (the payer's) even after the claim.
 * Anyone else gets the same 404 as for a missing order.
 */
export async function readOrderAsOwnerOrGiver(
  orders: Pick<OrdersRepository, 'get'>,
  caller: Caller,
  id: string,
  purpose: 'view' | 'receipt' = 'view',
): Promise<StoredOrder> {
  const order = await orders.get(id);
  if (!order || !mayRead(order, caller, purpose)) throw new NotFoundError(DOWNLOAD_TEXTS.orderNotFound);
  return order;
}

function mayRead(order: StoredOrder, caller: Caller, purpose: 'view' | 'receipt'): boolean {
  if (isAdmin(caller)) return true;
  if (!order.gift) return order.user_id === caller.sub;
  if (order.gift.giver_id === caller.sub) return true;
  return purpose === 'view' && order.user_id === caller.sub;
}

/** An unclaimed gift's files wait for its recipient: the giver downloads nothing from it (staff may). */
export function refuseUnclaimedGift(order: StoredOrder, caller: Caller): void {
  if (order.kind === 'gift' && !order.gift?.claimed_at && !isAdmin(caller)) {
    throw new ConflictError(GIFT_TEXTS.notClaimedYet);
  }
}
