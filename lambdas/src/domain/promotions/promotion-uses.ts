import { log } from '../../observability/log.ts';
import type { StoredOrder } from '../../repositories/order-item.ts';
import type { OrdersRepository } from '../../repositories/orders-repository.ts';
import type { PromotionsRepository } from '../../repositories/promotions-repository.ts';

type Uses = Pick<PromotionsRepository, 'moveHold' | 'adjust'>;

/**
 * Gives back the use an order held (its payment failed, was abandoned or never started): the hold moves from held to
 * released in one conditional write, and only the caller that moved it gives the code's and the buyer's use back.
 */
export async function releasePromotionUse(promotions: Uses, order: StoredOrder, now: Date): Promise<void> {
  const code = order.promotion?.code;
  if (!code) return;
  if (await promotions.moveHold(code, order.id, 'held', 'released', now.toISOString())) {
    await promotions.adjust(code, order.user_id, { reserved: -1, buyer: -1 });
    log('info', 'promotion use released', { orderId: order.id, code });
  }
}

/**
 * Counts a paid order's use of its code, once. A payment that succeeds after its order was written off (its use
 * given back) was charged the discounted price all the same: its use is taken again without the cap's condition,
 * since the money is already taken (logged, as it can take a code one past its cap).
 */
export async function confirmPromotionUse(promotions: Uses, order: StoredOrder, now: Date): Promise<void> {
  const code = order.promotion?.code;
  if (!code) return;
  const at = now.toISOString();
  // The discount the paid order got is summed on the code with its use: staff's "discount given" per code.
  const discount_pesewas = order.promotion?.discount_pesewas ?? 0;
  if (await promotions.moveHold(code, order.id, 'held', 'used', at)) {
    await promotions.adjust(code, order.user_id, { uses: 1, discount_pesewas });
  } else if (await promotions.moveHold(code, order.id, 'released', 'used', at)) {
    await promotions.adjust(code, order.user_id, { uses: 1, reserved: 1, buyer: 1, discount_pesewas });
    log('warn', 'promotion use taken again for a payment completed after it was written off', {
      orderId: order.id,
      code,
    });
  }
}

type OrderWrites = Pick<OrdersRepository, 'create' | 'fail' | 'abandon' | 'complete'>;

/**
 * The orders repository with a code's use kept in step with the order's fate: given back when the order fails, is
 * written off or cannot be stored, counted when it completes. Wired in the payment adapters, so every path that
 * moves an order (verify, webhook, reconciliation, payment start) does it the same way. A failure here is logged: the
 * order's own state is what matters, and a use left held is only one use short of the cap.
 */
export function withPromotionUses<T extends OrderWrites>(
  orders: T,
  promotions: Uses,
  now: () => Date = () => new Date(),
): T {
  const safely = (what: string, order: StoredOrder, run: () => Promise<void>) =>
    run().catch((error: unknown) => {
      log('error', `promotion ${what} failed`, { orderId: order.id, error: String(error) });
    });
  return {
    ...orders,
    async create(order) {
      try {
        await orders.create(order);
      } catch (error) {
        await safely('release', order, () => releasePromotionUse(promotions, order, now()));
        throw error;
      }
    },
    async fail(order, reason, channel) {
      const failed = await orders.fail(order, reason, channel);
      if (failed) await safely('release', order, () => releasePromotionUse(promotions, order, now()));
      return failed;
    },
    async abandon(order, reason) {
      const abandoned = await orders.abandon(order, reason);
      if (abandoned) await safely('release', order, () => releasePromotionUse(promotions, order, now()));
      return abandoned;
    },
    async complete(order, completion) {
      const won = await orders.complete(order, completion);
      if (won) await safely('use count', order, () => confirmPromotionUse(promotions, order, now()));
      return won;
    },
  };
}
