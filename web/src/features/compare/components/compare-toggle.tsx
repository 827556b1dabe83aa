import type { PublicPlan } from '@shop/shared/plans/plan';
import '../compare.css';
import { t } from '../../../i18n/i18n.ts';
import type { Comparison } from '../hooks/use-comparison.ts';

/** A card's "Compare" checkbox; its accessible name carries the plan title so a list of them can be told apart. */
export function CompareToggle({ plan, comparison }: { plan: PublicPlan; comparison: Comparison }) {
  return (
    <label className="compare-toggle">
      <input type="checkbox" checked={comparison.isSelected(plan.id)} onChange={() => comparison.toggle(plan)} />
      {t('Compare')}
      <span className="visually-hidden"> {plan.title}</span>
    </label>
  );
}
