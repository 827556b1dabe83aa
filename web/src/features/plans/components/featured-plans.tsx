import { HOME_FEATURED_MAX } from '@shop/shared/constants';
import { useDeferredValue } from 'react';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { ArrowRightIcon } from '../../../components/ui/icons.tsx';
import { PageSection } from '../../../components/ui/page-section.tsx';
import { paths } from '../../../config/paths.ts';
import { t } from '../../../i18n/i18n.ts';
import { useFeaturedPlans } from '../api/get-featured-plans.ts';
import { PlanCard } from './plan-card.tsx';
import { PlanCardSkeleton } from './plan-card-skeleton.tsx';

const SKELETON_KEYS = Array.from({ length: HOME_FEATURED_MAX }, (_, index) => `featured-skeleton-${index}`);

function FeaturedPlansContent() {
  // The cards render in a background pass that yields to the browser, not in one long task (decision 0015).
  const featured = useDeferredValue(useFeaturedPlans());
  if (featured.isPending) {
    return (
      <div className="plan-grid" aria-busy="true">
        <span className="visually-hidden" role="status">
          {t('Loading featured plans')}
        </span>
        {SKELETON_KEYS.map((key) => (
          <PlanCardSkeleton key={key} />
        ))}
      </div>
    );
  }
  if (featured.isError) return <p className="section-note">{t('Failed to fetch plans. Please try again shortly.')}</p>;
  if (featured.data.length === 0) return <p className="section-note">{t('New featured designs are on their way.')}</p>;
  return (
    <ul className="plan-grid">
      {featured.data.map((plan) => (
        <li key={plan.id}>
          <PlanCard plan={plan} />
        </li>
      ))}
    </ul>
  );
}

/** Home's 'Featured Plans': up to six active featured plans, with same-size placeholders while they load. */
export function FeaturedPlans() {
  return (
    <PageSection
      id="featured-plans-heading"
      title={t('Featured Plans')}
      eyebrow={t('Hand-picked designs')}
      lead={t('Our most popular modular designs, ready to build on Ghanaian plots.')}
    >
      <FeaturedPlansContent />
      <div className="section-cta">
        <ButtonLink to={paths.plans.getHref()} variant="outline" size="large">
          {t('View All Plans')}
          <ArrowRightIcon size={18} />
        </ButtonLink>
      </div>
    </PageSection>
  );
}
