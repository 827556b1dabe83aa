import { createHash } from 'node:crypto';
import { formatAreaIn, formatCedisIn } from '@shop/shared/i18n/format';
import { SHOP_LANGUAGES, type ShopLanguage } from '@shop/shared/i18n/languages';
import { pictureOfAddress } from '@shop/shared/pictures/picture-variants';
import { type ShareCard, type ShareRequest, shareImagePath } from '@shop/shared/pictures/share-image';
import type { PublicPlan } from '@shop/shared/plans/plan';
import { planInLanguage } from '@shop/shared/plans/plan-in-language';

/** Raised when the card's drawing changes, so every plan's address changes with it (and the old ones are not reused). */
const CARD_DESIGN = 1;

type CardPlan = Pick<
  PublicPlan,
  'id' | 'title' | 'title_fr' | 'description' | 'description_fr' | 'bedrooms' | 'area_sqm' | 'image_url'
> &
  Pick<PublicPlan, 'basic_price' | 'standard_price' | 'premium_price'>;

function facts(plan: CardPlan, language: ShopLanguage): string {
  const area = `${formatAreaIn(plan.area_sqm, language)} m²`;
  const rooms =
    language === 'fr'
      ? `${plan.bedrooms} chambre${plan.bedrooms === 1 ? '' : 's'}`
      : `${plan.bedrooms} bedroom${plan.bedrooms === 1 ? '' : 's'}`;
  return `${rooms} · ${area}`;
}

function fromPrice(plan: CardPlan, language: ShopLanguage): string {
  const lowest = Math.min(plan.basic_price, plan.standard_price, plan.premium_price);
  return `${language === 'fr' ? 'à partir de' : 'from'} ${formatCedisIn(lowest, language)}`;
}

/** The plan's card in one language: what its share picture shows. */
export function shareCard(plan: CardPlan, language: ShopLanguage): ShareCard {
  return {
    language,
    title: planInLanguage(plan, language).title.trim(),
    facts: facts(plan, language),
    price: fromPrice(plan, language),
    image: plan.image_url.trim(),
  };
}

/** The digest of everything a card draws: its address changes exactly when its picture would. */
export function cardDigest(card: ShareCard): string {
  return createHash('sha256')
    .update(JSON.stringify([CARD_DESIGN, card.language, card.title, card.facts, card.price, card.image]))
    .digest('hex')
    .slice(0, 16);
}

/** Where the plan's current share picture in `language` is (or will be) served, or undefined without a picture of ours. */
export function shareImageOf(plan: CardPlan, language: ShopLanguage): string | undefined {
  if (!pictureOfAddress(plan.image_url)) return undefined;
  const card = shareCard(plan, language);
  return shareImagePath(plan.id, language, cardDigest(card));
}

/**
 * What a save of the plan asks the picture Lambda to draw: a card per language, or nothing for a plan whose main
 * picture is not one of the shop's processed pictures (nothing to draw it from; its page shares the picture as is).
 */
export function shareRequestOf(plan: CardPlan): ShareRequest | undefined {
  if (!pictureOfAddress(plan.image_url)) return undefined;
  return { planId: plan.id, cards: SHOP_LANGUAGES.map((language) => shareCard(plan, language)) };
}
