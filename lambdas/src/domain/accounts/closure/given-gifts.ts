import { FORMER_CUSTOMER_NAME } from '@shop/shared/accounts/account-closure';
import {
  type AccountDataRepository,
  type AccountItem,
  GIFT_CLAIM_ATTRIBUTES,
} from '../../../repositories/account-data-repository.ts';
import { KEPT_ORDER_FIELDS } from './kept-order-fields.ts';

/**
 * What an unclaimed gift the closing buyer gave keeps besides an order's kept fields: the gift itself (its giver
 * already replaced by the closure's reference) and its claim token, so the person it was paid for can still claim it.
 */
const UNCLAIMED_GIFT_FIELDS = ['kind', 'gift', ...GIFT_CLAIM_ATTRIBUTES] as const;
const KEPT_WITH_UNCLAIMED_GIFT: ReadonlySet<string> = new Set([...KEPT_ORDER_FIELDS, ...UNCLAIMED_GIFT_FIELDS]);

interface GiftPart {
  giver_id?: unknown;
  claimed_at?: unknown;
}

/**
 * The fields an order of the closing buyer keeps. A gift they gave and nobody claimed yet keeps its gift; a gift they
 * received (its `gift` names them as recipient) keeps none of it.
 */
export function keptFieldsOf(order: AccountItem, sub: string): ReadonlySet<string> {
  const gift = order.gift as GiftPart | undefined;
  return gift && gift.giver_id === sub && !gift.claimed_at ? KEPT_WITH_UNCLAIMED_GIFT : KEPT_ORDER_FIELDS;
}

/**
 * Takes the closing buyer out of every gift they gave, claimed or not (a claimed gift is the recipient's order: its
 * licence, files and window stay theirs). Their id becomes the closure's reference, as on their own orders.
 */
export async function forgetGiver(
  data: Pick<AccountDataRepository, 'givenGifts' | 'forgetGiver'>,
  sub: string,
  reference: string,
): Promise<number> {
  const gifts = await data.givenGifts(sub);
  for (const gift of gifts) await data.forgetGiver(gift, sub, reference, FORMER_CUSTOMER_NAME);
  return gifts.length;
}
