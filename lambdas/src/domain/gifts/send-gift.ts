import { GIFT_CLAIM_DAYS, GIFT_MAX_SENDS } from '@shop/shared/orders/gift';
import { log } from '../../observability/log.ts';
import type { GiftsRepository } from '../../repositories/gifts-repository.ts';
import type { StoredOrder } from '../../repositories/order-item.ts';
import type { ShopMailDeps } from '../mails/shop-mail-deps.ts';
import { settingsOrDefaults } from '../settings/settings-or-defaults.ts';
import { giftMail } from './gift-mail.ts';
import { newGiftToken } from './gift-token.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SendGiftDeps extends ShopMailDeps {
  gifts: Pick<GiftsRepository, 'issueToken'>;
  now: () => Date;
}

/**
 * Mails the recipient a fresh claim link: a new token whose hash replaces the previous one on the order (so only the
 * newest link works), then the mail. Undefined when the gift can no longer be sent (not paid, claimed, or sent the
 * most times allowed); nothing is mailed then.
 */
export async function sendGift(deps: SendGiftDeps, order: StoredOrder): Promise<StoredOrder | undefined> {
  const { token, hash } = newGiftToken();
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + GIFT_CLAIM_DAYS * DAY_MS).toISOString();
  const sent = await deps.gifts.issueToken(order.id, {
    hash,
    expiresAt,
    sentAt: now.toISOString(),
    maxSends: GIFT_MAX_SENDS,
  });
  if (!sent) return undefined;
  const settings = await settingsOrDefaults(deps.settings, { orderId: order.id });
  await deps.mailer.send(giftMail(sent, { token, expiresAt }, deps.siteUrl, settings));
  log('info', 'gift mail sent', { orderId: order.id, sends: sent.gift?.send_count });
  return sent;
}

/** The completion's winner hands a paid gift to its recipient; a failure is logged (the giver can re-send). */
export async function sendGiftOnPayment(deps: Partial<SendGiftDeps> & Omit<SendGiftDeps, 'gifts'>, order: StoredOrder) {
  if (order.kind !== 'gift') return;
  if (!deps.gifts) {
    log('error', 'gift mail not sent: no gift store wired', { orderId: order.id });
    return;
  }
  await sendGift({ ...deps, gifts: deps.gifts }, order).catch((error: unknown) => {
    log('error', 'gift mail failed', { orderId: order.id, error: String(error) });
  });
}
