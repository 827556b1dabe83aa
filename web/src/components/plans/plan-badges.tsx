import type { PublicPlan } from '@shop/shared/plans/plan';
import { PLAN_TYPE_LABELS } from '../../lib/labels.ts';

export function PlanBadges({
  plan,
  featuredLabel = 'Featured',
}: {
  plan: Pick<PublicPlan, 'featured' | 'plan_type'>;
  featuredLabel?: string;
}) {
  return (
    <div className="plan-badges">
      {plan.featured ? <span className="badge badge-featured">{featuredLabel}</span> : null}
      <span className="badge badge-type">{PLAN_TYPE_LABELS[plan.plan_type]}</span>
    </div>
  );
}
