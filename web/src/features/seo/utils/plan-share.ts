import { formatAreaIn, formatCedisIn, formatUsdFromCedisIn } from '@shop/shared/i18n/format';
import type { ShopLanguage } from '@shop/shared/i18n/languages';
import type { PublicPlan } from '@shop/shared/plans/plan';
import { currentLanguage, t } from '../../../i18n/i18n.ts';
import { msg } from '../../../i18n/msg.ts';

const TYPE_NAMES: Record<string, string> = {
  villa: msg('villa'),
  bungalow: msg('bungalow'),
  townhouse: msg('townhouse'),
  duplex: msg('duplex'),
  apartment: msg('apartment'),
  commercial: msg('commercial building'),
};

/**
 * A plan's description for search results and link previews, in the page's language: what it is, its size and
 * its starting price in both currencies, then the start of its own description (about 160 characters in all).
 */
export function planShareDescription(
  plan: Pick<PublicPlan, 'plan_type' | 'bedrooms' | 'bathrooms' | 'area_sqm' | 'basic_price' | 'description'>,
  language: ShopLanguage = currentLanguage(),
): string {
  const facts = t('{bedrooms}-bedroom {type} plan, {bathrooms} bathrooms, {area} m². From {price} (≈ {usd}).', {
    bedrooms: plan.bedrooms,
    // i18next-instrument-ignore-next-line
    type: t(TYPE_NAMES[plan.plan_type] ?? msg('house')),
    bathrooms: plan.bathrooms,
    // English keeps its plain figure ("1250 m²"), French its own grouping ("1 250 m²").
    area: language === 'en' ? String(plan.area_sqm) : formatAreaIn(plan.area_sqm, language),
    price: formatCedisIn(plan.basic_price, language),
    usd: formatUsdFromCedisIn(plan.basic_price, language),
  });
  const room = 200 - facts.length - 1;
  const text = plan.description.trim().replace(/\s+/g, ' ');
  if (!text || room < 40) return facts;
  return `${facts} ${text.length > room ? `${text.slice(0, room - 1).replace(/\s+\S*$/, '')}…` : text}`;
}
