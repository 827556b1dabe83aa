import { formatCedis, formatUsdFromCedis } from '@shop/shared/money';
import type { PublicPlan } from '@shop/shared/plans/plan';

const TYPE_NAMES: Record<string, string> = {
  villa: 'villa',
  bungalow: 'bungalow',
  townhouse: 'townhouse',
  duplex: 'duplex',
  apartment: 'apartment',
  commercial: 'commercial building',
};

/**
 * A plan's description for search results and link previews: what it is, its size and its starting price
 * in both currencies, then the start of its own description (about 160 characters in all).
 */
export function planShareDescription(
  plan: Pick<PublicPlan, 'plan_type' | 'bedrooms' | 'bathrooms' | 'area_sqm' | 'basic_price' | 'description'>,
): string {
  const type = TYPE_NAMES[plan.plan_type] ?? 'house';
  const facts = `${plan.bedrooms}-bedroom ${type} plan, ${plan.bathrooms} bathrooms, ${plan.area_sqm} m². From ${formatCedis(plan.basic_price)} (≈ ${formatUsdFromCedis(plan.basic_price)}).`;
  const room = 200 - facts.length - 1;
  const text = plan.description.trim().replace(/\s+/g, ' ');
  if (!text || room < 40) return facts;
  return `${facts} ${text.length > room ? `${text.slice(0, room - 1).replace(/\s+\S*$/, '')}…` : text}`;
}
