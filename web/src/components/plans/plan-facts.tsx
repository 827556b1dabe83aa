import { formatAreaIn } from '@shop/shared/i18n/format';
import type { PublicPlan } from '@shop/shared/plans/plan';
import { currentLanguage, t } from '../../i18n/i18n.ts';
import { msg } from '../../i18n/msg.ts';
import { AreaIcon, BathIcon, BedIcon } from '../ui/icons.tsx';

/** English's rule (one, or many), so no Intl.PluralRules runs on a card (decision 0015); the catalog words the French. */
// i18next-instrument-ignore-next-line
const plural = (count: number, one: string, many: string) => t(count === 1 ? one : many, { count });

/** Bedrooms, bathrooms and floor area in square metres, as on every card and the plan page. */
export function PlanFacts({
  plan,
  className,
}: {
  plan: Pick<PublicPlan, 'bedrooms' | 'bathrooms' | 'area_sqm'>;
  className?: string;
}) {
  return (
    <ul className={`plan-facts ${className ?? ''}`}>
      <li>
        <BedIcon size={18} />
        {plural(plan.bedrooms, msg('{count} Bedroom'), msg('{count} Bedrooms'))}
      </li>
      <li>
        <BathIcon size={18} />
        {plural(plan.bathrooms, msg('{count} Bathroom'), msg('{count} Bathrooms'))}
      </li>
      <li>
        <AreaIcon size={18} />
        {/* As toLocaleString('en-GH') writes it, without Intl's ~130 ms first use (decision 0015). */}
        {t('{area} sq m', { area: formatAreaIn(plan.area_sqm, currentLanguage()) })}
      </li>
    </ul>
  );
}
