import { useState } from 'react';
import { CompactSection } from '../../../components/ui/page-section.tsx';
import { AdBanner } from '../../../features/ads/components/ad-banner.tsx';
import { newPageLoadId } from '../../../features/ads/utils/pick-ad.ts';
import { buildCostCompareRows } from '../../../features/build-cost/utils/build-cost-text.ts';
import { CompareButton } from '../../../features/compare/components/compare-button.tsx';
import { CompareToggle } from '../../../features/compare/components/compare-toggle.tsx';
import { useComparison } from '../../../features/compare/hooks/use-comparison.ts';
import { ContentProtection } from '../../../features/content-protection/components/content-protection.tsx';
import { FavoriteButton } from '../../../features/favorites/components/favorite-button.tsx';
import { useFavoriteToggle } from '../../../features/favorites/hooks/use-favorite-toggle.ts';
import { PlanDownloadLink } from '../../../features/plans/components/plan-download-link.tsx';
import { PlanFilters } from '../../../features/plans/components/plan-filters.tsx';
import { PlanResults } from '../../../features/plans/components/plan-results.tsx';
import { PlansHero } from '../../../features/plans/components/plans-hero.tsx';
import { PlotFitNote } from '../../../features/plans/components/plot-fit-note.tsx';
import { usePlanListParams } from '../../../features/plans/hooks/use-plan-list-params.ts';
import { clearPlanFilters, toPlanListQuery } from '../../../features/plans/utils/plan-list-search-params.ts';
import { useDocumentMeta } from '../../../hooks/use-document-meta.ts';
import { t } from '../../../i18n/i18n.ts';
import { useBuildSettings } from '../../../lib/site-settings/use-site-settings.ts';
import { useOwnedPlans } from './use-owned-plans.ts';

export function PlanListRoute() {
  useDocumentMeta(
    t('House Plans'),
    t(
      'Browse and filter ready-to-build house plans for Ghana by type, bedrooms and price: villas, bungalows and townhouses.',
    ),
  );
  const [params, setParams] = usePlanListParams();
  const favorites = useFavoriteToggle();
  const comparison = useComparison();
  const owned = useOwnedPlans();
  const build = useBuildSettings();
  const plot = params.plot;
  // One id per visit to this page: each ad's impression is counted at most once for it.
  const [pageLoadId] = useState(newPageLoadId);

  return (
    <>
      <PlansHero />
      <CompactSection label={t('Plans')}>
        <PlanFilters params={params} onChange={setParams} />
        <AdBanner page="plans" position="top" pageLoadId={pageLoadId} />
        <ContentProtection>
          <PlanResults
            query={toPlanListQuery(params)}
            view={params.view}
            onViewChange={(view) => setParams({ ...params, view })}
            onClearFilters={() => setParams(clearPlanFilters(params))}
            headerActions={<CompareButton comparison={comparison} extraRows={buildCostCompareRows(build?.rates)} />}
            cardActions={(plan) => (
              <>
                <FavoriteButton plan={plan} saved={favorites.isSaved(plan.id)} onToggle={favorites.toggle} />
                <PlanDownloadLink plan={plan} orderId={owned.get(plan.id)} />
              </>
            )}
            cardFooter={(plan) => (
              <>
                {plot && build ? <PlotFitNote plan={plan} plot={plot} setbacks={build.setbacks} /> : null}
                <CompareToggle plan={plan} comparison={comparison} />
              </>
            )}
          />
        </ContentProtection>
        <AdBanner page="plans" position="bottom" pageLoadId={pageLoadId} />
      </CompactSection>
    </>
  );
}
