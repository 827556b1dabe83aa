import type { Order } from '@shop/shared/orders/order';
import { type Caller, isAdmin } from '../../auth/caller.ts';
import { type StoredOrder, toPublicOrder } from '../../repositories/order-item.ts';

/**
 * An order as the caller may see it. A claimed gift's recipient sees the plan, not the giver's invoice details
 * (billing name, company, address): those stay with the giver, who keeps the receipt. The giver, in turn, never learns
 * the address of the account the recipient claimed with: they see the one they wrote. Others see it whole.
 */
export function giftView(order: StoredOrder, caller: Caller): Order {
  const visible = toPublicOrder(order);
  if (!order.gift || isAdmin(caller)) return visible;
  if (order.gift.giver_id === caller.sub) {
    return order.user_id === caller.sub ? visible : { ...visible, user_email: order.gift.recipient_email };
  }
  const { billing: _billing, ...rest } = visible;
  return rest;
}
