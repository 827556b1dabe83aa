import { formatCedis, formatUsdFromCedis } from '@shop/shared/money';
import type { PublicPlan } from '@shop/shared/plans/plan';
import { t } from '../../../i18n/i18n.ts';
import { msg } from '../../../i18n/msg.ts';
import { PLAN_TYPE_LABELS } from '../../../lib/labels.ts';

export interface CompareRow {
  label: string;
  value: (plan: PublicPlan) => string;
}

const bothCurrencies = (cedis: number) => `${formatCedis(cedis)} (${formatUsdFromCedis(cedis)})`;

/** What the comparison shows for each plan, in order. */
export const COMPARE_ROWS: CompareRow[] = [
  { label: msg('Type'), value: (plan) => t(PLAN_TYPE_LABELS[plan.plan_type]) },
  { label: msg('Bedrooms'), value: (plan) => String(plan.bedrooms) },
  { label: msg('Bathrooms'), value: (plan) => String(plan.bathrooms) },
  { label: msg('Area'), value: (plan) => `${plan.area_sqm.toLocaleString('en-GH')} sq m` },
  { label: msg('Basic Price'), value: (plan) => bothCurrencies(plan.basic_price) },
  { label: msg('Standard Price'), value: (plan) => bothCurrencies(plan.standard_price) },
  { label: msg('Premium Price'), value: (plan) => bothCurrencies(plan.premium_price) },
  {
    label: msg('Rating'),
    value: (plan) =>
      plan.rating_count > 0
        ? `${plan.rating_average.toFixed(1)} / 5 (${plan.rating_count} ${plan.rating_count === 1 ? 'review' : 'reviews'})`
        : 'No reviews yet',
  },
  { label: msg('Downloads'), value: (plan) => plan.downloads.toLocaleString('en-GH') },
];
