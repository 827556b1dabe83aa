import type { PublicPlan } from '@shop/shared/plans/plan';
import { t } from '../../i18n/i18n.ts';
import { msg } from '../../i18n/msg.ts';
import { PLAN_TYPE_LABELS } from '../../lib/labels.ts';

export function PlanBadges({
  plan,
  featuredLabel = msg('Featured'),
}: {
  plan: Pick<PublicPlan, 'featured' | 'plan_type'>;
  featuredLabel?: string;
}) {
  return (
    <div className="plan-badges">
      {/* i18next-instrument-ignore-next-line */}
      {plan.featured ? <span className="badge badge-featured">{t(featuredLabel)}</span> : null}
      {/* i18next-instrument-ignore-next-line */}
      <span className="badge badge-type">{t(PLAN_TYPE_LABELS[plan.plan_type])}</span>
    </div>
  );
}
