import { formatDecimal } from '@shop/shared/number-format';
import type { PublicPlan } from '@shop/shared/plans/plan';
import { AreaIcon, BathIcon, BedIcon } from '../ui/icons.tsx';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

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
        {plural(plan.bedrooms, 'Bedroom', 'Bedrooms')}
      </li>
      <li>
        <BathIcon size={18} />
        {plural(plan.bathrooms, 'Bathroom', 'Bathrooms')}
      </li>
      <li>
        <AreaIcon size={18} />
        {/* As toLocaleString('en-GH') writes it, without Intl's ~130 ms first use (decision 0015). */}
        {formatDecimal(plan.area_sqm, 0, 3)} sq m
      </li>
    </ul>
  );
}
