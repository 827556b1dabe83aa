import { GIFT_MAX_SENDS, GIFT_TEXTS } from '@shop/shared/orders/gift';
import type { Order } from '@shop/shared/orders/order';
import type { Caller } from '../../auth/caller.ts';
import { ConflictError, NotFoundError } from '../../errors/domain-errors.ts';
import type { OrdersRepository } from '../../repositories/orders-repository.ts';
import { giftView } from './gift-view.ts';
import { type SendGiftDeps, sendGift } from './send-gift.ts';

export interface ResendGiftDeps extends SendGiftDeps {
  orders: Pick<OrdersRepository, 'get'>;
}

/**
 * The giver sends an unclaimed, paid gift's mail again: a fresh link to the same address (the old link stops
 * working). The address cannot be changed here, and the sends are capped, so this never mails whoever the caller
 * likes, nor as often as they like.
 */
export async function resendGift(deps: ResendGiftDeps, caller: Caller, orderId: string): Promise<Order> {
  const order = await deps.orders.get(orderId);
  // Only the giver: anyone else (the recipient included) sees a missing order.
  if (!order?.gift || order.gift.giver_id !== caller.sub) throw new NotFoundError('Order not found');
  if (order.status !== 'completed' || order.gift.claimed_at) throw new ConflictError(GIFT_TEXTS.resendRefused);
  if ((order.gift.send_count ?? 0) >= GIFT_MAX_SENDS) throw new ConflictError(GIFT_TEXTS.tooManySends);
  const sent = await sendGift(deps, order);
  if (!sent) throw new ConflictError(GIFT_TEXTS.resendRefused);
  return giftView(sent, caller);
}
