import { buildCostEstimate, ratesFor } from '@shop/shared/build/build-cost';
import type { BuildCostRates } from '@shop/shared/build/build-cost-defaults';
import { calendarDate } from '@shop/shared/i18n/calendar-date';
import { formatCedisIn, formatUsdFromCedisIn } from '@shop/shared/i18n/format';
import type { PublicPlan } from '@shop/shared/plans/plan';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { msg } from '../../../i18n/msg.ts';

/** "₵1,344,000 - ₵3,040,000". */
export function cedisRange(low: number, high: number): string {
  const language = currentLanguage();
  return `${formatCedisIn(low, language)} - ${formatCedisIn(high, language)}`;
}

/** "$90,048.00 - $203,680.00", the dollars beside a cedi range at the shop's exchange rate. */
export function usdRange(low: number, high: number): string {
  const language = currentLanguage();
  return `${formatUsdFromCedisIn(low, language)} - ${formatUsdFromCedisIn(high, language)}`;
}

/** "1 November 2026" from "2026-11-01", without Intl (no ICU data on a first paint, decision 0015). */
export function formatRatesDate(isoDay: string): string {
  return calendarDate(new Date(`${isoDay}T00:00:00Z`), currentLanguage(), 'long') || isoDay;
}

/**
 * The compare dialog's row of building costs (basic to high-end, rates for all regions); none until the rates
 * have arrived. Shaped as the dialog's rows are, so the page hands it over without the features knowing each other.
 */
export function buildCostCompareRows(rates: BuildCostRates | undefined) {
  const row = rates && ratesFor(rates, '');
  if (!row) return [];
  return [
    {
      label: msg('Cost to Build (est.)'),
      value: (plan: PublicPlan) => {
        const estimate = buildCostEstimate(plan.area_sqm, row);
        return `${cedisRange(estimate.basic, estimate.high_end)} (${usdRange(estimate.basic, estimate.high_end)})`;
      },
    },
  ];
}

/** The contact form, opened with this plan and the cost-planning service filled in (the contact page reads these). */
export function detailedEstimateHref(contactPath: string, plan: Pick<PublicPlan, 'id' | 'title' | 'plan_type'>) {
  const search = new URLSearchParams({
    service: 'cost-planning',
    plan: plan.id,
    title: plan.title,
    type: plan.plan_type,
  });
  return `${contactPath}?${search}`;
}
