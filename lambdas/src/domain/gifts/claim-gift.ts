import { DOWNLOAD_WINDOW_DAYS } from '@shop/shared/constants';
import { type ClaimGiftRequest, GIFT_TEXTS } from '@shop/shared/orders/gift';
import type { Order } from '@shop/shared/orders/order';
import type { Caller } from '../../auth/caller.ts';
import {
  ConflictError,
  ForbiddenError,
  GoneError,
  InvalidInputError,
  NotFoundError,
} from '../../errors/domain-errors.ts';
import { log } from '../../observability/log.ts';
import type { GiftsRepository } from '../../repositories/gifts-repository.ts';
import type { OrdersRepository } from '../../repositories/orders-repository.ts';
import type { PurchaseGrants } from '../payments/payment-deps.ts';
import { hashGiftToken } from './gift-token.ts';
import { giftView } from './gift-view.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ClaimGiftDeps {
  orders: Pick<OrdersRepository, 'get'>;
  gifts: Pick<GiftsRepository, 'claim'>;
  grants: Pick<PurchaseGrants, 'recordPurchase' | 'withdrawPurchase'>;
  /** The account's email from the user pool, for tokens without an email claim. */
  accountEmail: (sub: string) => Promise<string | undefined>;
  now: () => Date;
}

/**
 * The recipient claims a gift with the link's token, signed in with their own account (any address). One conditional
 * write decides (gifts-repository.ts): the token must be the current one, unexpired, and the gift paid and unclaimed.
 * The winner owns the order from then: it lists among their orders, its licence names them, and its 7-day window
 * starts now. The giver's verified-purchase mark moves to the recipient with it.
 */
export async function claimGift(deps: ClaimGiftDeps, caller: Caller, request: ClaimGiftRequest): Promise<Order> {
  const order = await deps.orders.get(request.orderId);
  // A missing order, a plain one and a wrong token answer alike, so links cannot be probed.
  if (!order?.gift) throw new NotFoundError(GIFT_TEXTS.linkInvalid);
  const gift = order.gift;
  if (gift.claimed_at) {
    if (order.user_id === caller.sub) return giftView(order, caller);
    throw new ConflictError(GIFT_TEXTS.alreadyClaimed);
  }
  if (gift.giver_id === caller.sub) throw new ForbiddenError(GIFT_TEXTS.ownGift);
  if (order.status !== 'completed') throw new GoneError(GIFT_TEXTS.notAvailable);

  const email = caller.email ?? (await deps.accountEmail(caller.sub));
  if (!email) throw new InvalidInputError(GIFT_TEXTS.notAvailable);
  const now = deps.now();
  const claimed = await deps.gifts.claim(order.id, {
    hash: hashGiftToken(request.token),
    now: now.toISOString(),
    sub: caller.sub,
    email,
    licenceName: gift.recipient_name,
    windowEnd: new Date(now.getTime() + DOWNLOAD_WINDOW_DAYS * DAY_MS).toISOString(),
  });
  if (!claimed) throw await whyNotClaimed(deps, request);

  log('info', 'gift claimed', { orderId: order.id });
  await Promise.all([
    deps.grants.withdrawPurchase({ sub: gift.giver_id, planId: order.plan_id, orderId: order.id }),
    deps.grants.recordPurchase({
      sub: caller.sub,
      planId: order.plan_id,
      orderId: order.id,
      paidAt: claimed.paid_at ?? now.toISOString(),
    }),
  ]).catch((error: unknown) => {
    log('error', 'gift purchase records failed', { orderId: order.id, error: String(error) });
  });
  return giftView(claimed, caller);
}

/** Why the claim's condition did not hold, read again after it: claimed meanwhile, refunded, or a wrong or expired token. */
async function whyNotClaimed(deps: ClaimGiftDeps, request: ClaimGiftRequest): Promise<Error> {
  const order = await deps.orders.get(request.orderId);
  if (order?.gift?.claimed_at) return new ConflictError(GIFT_TEXTS.alreadyClaimed);
  if (order && order.status !== 'completed') return new GoneError(GIFT_TEXTS.notAvailable);
  return new NotFoundError(GIFT_TEXTS.linkInvalid);
}
