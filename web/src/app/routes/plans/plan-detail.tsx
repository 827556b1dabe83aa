import type { PublicPlan } from '@shop/shared/plans/plan';
import { useDeferredValue } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { ArrowLeftIcon } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { BuildCostSection } from '../../../features/build-cost/components/build-cost-section.tsx';
import { detailedEstimateHref } from '../../../features/build-cost/utils/build-cost-text.ts';
import { ContentProtection } from '../../../features/content-protection/components/content-protection.tsx';
import { FavoriteButton } from '../../../features/favorites/components/favorite-button.tsx';
import { useFavoriteToggle } from '../../../features/favorites/hooks/use-favorite-toggle.ts';
import { usePlan } from '../../../features/plans/api/get-plan.ts';
import { PlanDetailPending } from '../../../features/plans/components/plan-detail-pending.tsx';
import { PlanDetails } from '../../../features/plans/components/plan-details.tsx';
import { useReviews } from '../../../features/reviews/api/get-reviews.ts';
import { ReviewsSection } from '../../../features/reviews/components/reviews-section.tsx';
import { planShareDescription } from '../../../features/seo/utils/plan-share.ts';
import { useDocumentMeta } from '../../../hooks/use-document-meta.ts';
import { t } from '../../../i18n/i18n.ts';
import { isNotFound } from '../../../lib/api-client.ts';
import { saveCheckoutData } from '../../../lib/checkout-hand-over.ts';
import { useBuildSettings } from '../../../lib/site-settings/use-site-settings.ts';

function BackToPlans() {
  return (
    <Link to={paths.plans.getHref()} className="back-link">
      <ArrowLeftIcon size={18} />
      {t('Back to Plans')}
    </Link>
  );
}

function PlanNotFound({ reason }: { reason: string }) {
  return (
    <section className="container message-page">
      <h1>{t('Plan Not Found')}</h1>
      <p>{reason}</p>
      <div className="message-actions">
        <ButtonLink to={paths.plans.getHref()} variant="primary">
          {t('Browse All Plans')}
        </ButtonLink>
      </div>
    </section>
  );
}

/** The loaded page: composes the plan's details with favorites, cost to build, reviews and the checkout hand-over. */
function LoadedPlan({ plan }: { plan: PublicPlan }) {
  const favorites = useFavoriteToggle();
  const build = useBuildSettings();
  return (
    <>
      <PlanDetails
        plan={plan}
        favoriteButton={
          <FavoriteButton
            plan={plan}
            saved={favorites.isSaved(plan.id)}
            onToggle={favorites.toggle}
            className="button button-outline"
          />
        }
        onCheckout={({ pkg, price }) =>
          saveCheckoutData({ planId: plan.id, planTitle: plan.title, package: pkg, price })
        }
      />
      {build ? (
        <BuildCostSection
          plan={plan}
          rates={build.rates}
          setbacks={build.setbacks}
          detailedEstimateHref={detailedEstimateHref(paths.contact.getHref(), plan)}
        />
      ) : null}
      <ReviewsSection planId={plan.id} average={plan.rating_average} count={plan.rating_count} />
    </>
  );
}

export function PlanDetailRoute() {
  const { id = '' } = useParams();
  // The loaded page renders in a background pass that yields to the browser, not in one long task: query results
  // arrive through useSyncExternalStore, whose updates React renders synchronously (decision 0015).
  const plan = useDeferredValue(usePlan(id));
  // Reviews load alongside the plan rather than after it; the section below reads the same query.
  useReviews(id);
  useDocumentMeta(
    plan.data?.title ?? (plan.isError ? t('Plan Not Found') : t('House Plan')),
    plan.data ? planShareDescription(plan.data) : undefined,
    { image: plan.data?.image_url, type: plan.data ? 'product' : 'website' },
  );

  if (plan.isError) {
    if (isNotFound(plan.error))
      return <PlanNotFound reason={t('This plan does not exist or is no longer available.')} />;
    if (plan.error.name === 'InvalidPlanDataError') {
      return <PlanNotFound reason={t("This plan's details are incomplete, so it cannot be shown right now.")} />;
    }
    return (
      <section className="container message-page" role="alert">
        <h1>{t('Failed to fetch plan')}</h1>
        <p>{t('Please check your connection and try again.')}</p>
        <div className="message-actions">
          <button type="button" className="button button-primary" onClick={() => plan.refetch()}>
            {t('Try Again')}
          </button>
          <ButtonLink to={paths.plans.getHref()} variant="outline">
            {t('Browse All Plans')}
          </ButtonLink>
        </div>
      </section>
    );
  }

  return (
    <div className="container plan-page">
      <BackToPlans />
      {plan.data ? (
        <ContentProtection>
          <LoadedPlan plan={plan.data} />
        </ContentProtection>
      ) : (
        <PlanDetailPending />
      )}
    </div>
  );
}
