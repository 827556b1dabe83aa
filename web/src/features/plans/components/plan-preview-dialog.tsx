import type { PublicPlan } from '@shop/shared/plans/plan';
import { PlanFacts } from '../../../components/plans/plan-facts.tsx';
import { PlanImage } from '../../../components/plans/plan-image.tsx';
import { PlanPrice } from '../../../components/plans/plan-price.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { paths } from '../../../config/paths.ts';
import { t } from '../../../i18n/i18n.ts';

export function PlanPreviewDialog({ plan, onClose }: { plan: PublicPlan; onClose: () => void }) {
  return (
    <Dialog title={plan.title} onClose={onClose} className="dialog-wide">
      <div className="preview-image">
        <PlanImage plan={plan} priority sizes="(min-width: 960px) 880px, 100vw" />
      </div>
      <div className="preview-summary">
        <p className="plan-card-price">
          <span className="price-from">{t('From')}</span> <PlanPrice cedis={plan.basic_price} />
        </p>
        <PlanFacts plan={plan} />
        <ButtonLink to={paths.plan.getHref(plan.id)} variant="primary">
          {t('View Details')}
        </ButtonLink>
      </div>
    </Dialog>
  );
}
