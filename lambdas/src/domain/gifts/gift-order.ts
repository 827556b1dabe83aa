import type { ShopLanguage } from '@shop/shared/i18n/languages';
import type { GiftDetails, GiftRequest } from '@shop/shared/orders/gift';

export interface Giver {
  sub: string;
  email: string;
  name: string;
  /** The checkout's language: the recipient's mail follows it unless the giver chose another. */
  language: ShopLanguage;
}

/**
 * What "Give this plan" adds to a new order: the gift, and the licence in the recipient's name (the name the giver
 * wrote; the stamps use it once the recipient claims). Nothing for a plain purchase.
 */
export function giftOrderFields(
  request: GiftRequest | undefined,
  giver: Giver,
): { kind: 'gift'; gift: GiftDetails; licenceName: string } | Record<string, never> {
  if (!request) return {};
  const gift: GiftDetails = {
    recipient_email: request.recipientEmail,
    recipient_name: request.recipientName,
    language: request.language ?? giver.language,
    giver_id: giver.sub,
    giver_email: giver.email,
    giver_name: giver.name,
    send_count: 0,
  };
  if (request.message) gift.message = request.message;
  return { kind: 'gift', gift, licenceName: request.recipientName };
}
