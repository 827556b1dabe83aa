import type { PublicPlan } from '@shop/shared/plans/plan';
import { type ReactNode, useId, useState } from 'react';
import { PlanBadges } from '../../../components/plans/plan-badges.tsx';
import { PlanFacts } from '../../../components/plans/plan-facts.tsx';
import { PlanImage } from '../../../components/plans/plan-image.tsx';
import { PlanPrice } from '../../../components/plans/plan-price.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { EyeIcon } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { t } from '../../../i18n/i18n.ts';
import { PlanPreviewDialog } from './plan-preview-dialog.tsx';

export type PlanCardLayout = 'grid' | 'list';

interface PlanCardProps {
  plan: PublicPlan;
  layout?: PlanCardLayout;
  /** True for the one card whose image is the first a visitor sees. */
  imagePriority?: boolean;
  /** Extra buttons after View Details and Preview (Save/Saved on the plan list), composed in by the page. */
  actions?: ReactNode;
  /** A line under the buttons (the Compare box on the plan list). */
  footer?: ReactNode;
}

const IMAGE_SIZES = {
  grid: '(min-width: 1200px) 380px, (min-width: 700px) 50vw, 100vw',
  list: '(min-width: 700px) 320px, 100vw',
} as const;

/** One plan in a grid or list, on Home and on the plan list. */
export function PlanCard({ plan, layout = 'grid', imagePriority = false, actions, footer }: PlanCardProps) {
  const [previewOpen, setPreviewOpen] = useState(false);
  const titleId = useId();
  const hiddenName = <span className="visually-hidden"> {plan.title}</span>;

  return (
    <article className={`plan-card plan-card-${layout}`} aria-labelledby={titleId}>
      <div className="plan-card-media">
        <PlanImage plan={plan} priority={imagePriority} sizes={IMAGE_SIZES[layout]} />
        <PlanBadges plan={plan} />
      </div>
      <div className="plan-card-body">
        <h3 id={titleId} className="plan-card-title">
          {plan.title}
        </h3>
        {layout === 'list' && plan.description ? <p className="plan-card-description">{plan.description}</p> : null}
        <p className="plan-card-price">
          <span className="price-from">{t('From')}</span> <PlanPrice cedis={plan.basic_price} />
        </p>
        <PlanFacts plan={plan} />
        <div className={actions ? 'plan-card-actions has-save' : 'plan-card-actions'}>
          <ButtonLink to={paths.plan.getHref(plan.id)} variant="primary">
            {t('View Details')}
            {hiddenName}
          </ButtonLink>
          <button type="button" className="button button-outline" onClick={() => setPreviewOpen(true)}>
            <EyeIcon size={18} />
            {t('Preview')}
            {hiddenName}
          </button>
          {actions}
        </div>
        {footer}
      </div>
      {previewOpen ? <PlanPreviewDialog plan={plan} onClose={() => setPreviewOpen(false)} /> : null}
    </article>
  );
}
