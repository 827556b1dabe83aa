import type { PublicPlan } from '@shop/shared/plans/plan';
import { useDeferredValue } from 'react';
import { useParams } from 'react-router-dom';
import { BackLink } from '../../../components/ui/back-link.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { MessagePage } from '../../../components/ui/message-page.tsx';
import { paths } from '../../../config/paths.ts';
import { BuildCostSection } from '../../../features/build-cost/components/build-cost-section.tsx';
import { detailedEstimateHref } from '../../../features/build-cost/utils/build-cost-text.ts';
import { PlanExtrasPanel } from '../../../features/checkout/components/plan-extras-panel.tsx';
import { ContentProtection } from '../../../features/content-protection/components/content-protection.tsx';
import { FavoriteButton } from '../../../features/favorites/components/favorite-button.tsx';
import { useFavoriteToggle } from '../../../features/favorites/hooks/use-favorite-toggle.ts';
import { PlanDetailPending } from '../../../features/plans/components/plan-detail-pending.tsx';
import { PlanDetails } from '../../../features/plans/components/plan-details.tsx';
import { useReviews } from '../../../features/reviews/api/get-reviews.ts';
import { ReviewsSection } from '../../../features/reviews/components/reviews-section.tsx';
import { planShareDescription } from '../../../features/seo/utils/plan-share.ts';
import { useDocumentMeta } from '../../../hooks/use-document-meta.ts';
import { t } from '../../../i18n/i18n.ts';
import { isNotFound } from '../../../lib/api-client.ts';
import { saveCheckoutData } from '../../../lib/checkout-hand-over.ts';
import { usePlan } from '../../../lib/plans/get-plan.ts';
import { useBuildSettings } from '../../../lib/site-settings/use-site-settings.ts';

function PlanNotFound({ reason }: { reason: string }) {
  return (
    <MessagePage title={t('Plan Not Found')} text={reason}>
      <ButtonLink to={paths.plans.getHref()} variant="primary">
        {t('Browse All Plans')}
      </ButtonLink>
    </MessagePage>
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
        onCheckout={({ pkg }) => saveCheckoutData({ planId: plan.id, package: pkg })}
      />
      <PlanExtrasPanel planId={plan.id} />
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
      <MessagePage title={t('Failed to fetch plan')} text={t('Please check your connection and try again.')} alert>
        <button type="button" className="button button-primary" onClick={() => plan.refetch()}>
          {t('Try Again')}
        </button>
        <ButtonLink to={paths.plans.getHref()} variant="outline">
          {t('Browse All Plans')}
        </ButtonLink>
      </MessagePage>
    );
  }

  return (
    <div className="container plan-page">
      <BackLink to={paths.plans.getHref()}>{t('Back to Plans')}</BackLink>
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
