import { formatAreaIn, formatCedisIn, formatUsdFromCedisIn } from '@shop/shared/i18n/format';
import { formatIntegerIn, formatRatingIn } from '@shop/shared/i18n/format-details';
import type { PublicPlan } from '@shop/shared/plans/plan';
import { currentLanguage, t } from '../../../i18n/i18n.ts';
import { msg } from '../../../i18n/msg.ts';
import { PLAN_TYPE_LABELS } from '../../../lib/labels.ts';

export interface CompareRow {
  label: string;
  value: (plan: PublicPlan) => string;
}

/** Cedis with dollars beside, written the page's language's way: "₵2,000 ($134.00)", "2 000 ₵ (134,00 $)". */
const bothCurrencies = (cedis: number) =>
  `${formatCedisIn(cedis, currentLanguage())} (${formatUsdFromCedisIn(cedis, currentLanguage())})`;

/** "4.3 / 5 (4 reviews)", "4,3 / 5 (4 avis)". */
function ratingText(average: number, count: number): string {
  const values = {
    average: formatRatingIn(average, currentLanguage()),
    count: formatIntegerIn(count, currentLanguage()),
  };
  return count === 1 ? t('{average} / 5 ({count} review)', values) : t('{average} / 5 ({count} reviews)', values);
}

/** What the comparison shows for each plan, in order. */
export const COMPARE_ROWS: CompareRow[] = [
  // i18next-instrument-ignore-next-line
  { label: msg('Type'), value: (plan) => t(PLAN_TYPE_LABELS[plan.plan_type]) },
  { label: msg('Bedrooms'), value: (plan) => formatIntegerIn(plan.bedrooms, currentLanguage()) },
  { label: msg('Bathrooms'), value: (plan) => formatIntegerIn(plan.bathrooms, currentLanguage()) },
  { label: msg('Area'), value: (plan) => t('{area} sq m', { area: formatAreaIn(plan.area_sqm, currentLanguage()) }) },
  { label: msg('Basic Price'), value: (plan) => bothCurrencies(plan.basic_price) },
  { label: msg('Standard Price'), value: (plan) => bothCurrencies(plan.standard_price) },
  { label: msg('Premium Price'), value: (plan) => bothCurrencies(plan.premium_price) },
  {
    label: msg('Rating'),
    value: (plan) => (plan.rating_count > 0 ? ratingText(plan.rating_average, plan.rating_count) : t('No reviews yet')),
  },
  { label: msg('Downloads'), value: (plan) => formatIntegerIn(plan.downloads, currentLanguage()) },
];
