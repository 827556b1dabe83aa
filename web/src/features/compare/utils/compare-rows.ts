import { formatCedis, formatUsdFromCedis } from '@shop/shared/money';
import type { PublicPlan } from '@shop/shared/plans/plan';
import { PLAN_TYPE_LABELS } from '../../../lib/labels.ts';

export interface CompareRow {
  label: string;
  value: (plan: PublicPlan) => string;
}

const bothCurrencies = (cedis: number) => `${formatCedis(cedis)} (${formatUsdFromCedis(cedis)})`;

/** What the comparison shows for each plan, in order. */
export const COMPARE_ROWS: CompareRow[] = [
  { label: 'Type', value: (plan) => PLAN_TYPE_LABELS[plan.plan_type] },
  { label: 'Bedrooms', value: (plan) => String(plan.bedrooms) },
  { label: 'Bathrooms', value: (plan) => String(plan.bathrooms) },
  { label: 'Area', value: (plan) => `${plan.area_sqm.toLocaleString('en-GH')} sq m` },
  { label: 'Basic Price', value: (plan) => bothCurrencies(plan.basic_price) },
  { label: 'Standard Price', value: (plan) => bothCurrencies(plan.standard_price) },
  { label: 'Premium Price', value: (plan) => bothCurrencies(plan.premium_price) },
  {
    label: 'Rating',
    value: (plan) =>
      plan.rating_count > 0
        ? `${plan.rating_average.toFixed(1)} / 5 (${plan.rating_count} ${plan.rating_count === 1 ? 'review' : 'reviews'})`
        : 'No reviews yet',
  },
  { label: 'Downloads', value: (plan) => plan.downloads.toLocaleString('en-GH') },
];
