import { useToast } from '../../../components/ui/toast.tsx';
import { PlanFilters } from '../../../features/plans/components/plan-filters.tsx';
import { PlanResults } from '../../../features/plans/components/plan-results.tsx';
import { PlansHero } from '../../../features/plans/components/plans-hero.tsx';
import { usePlanListParams } from '../../../features/plans/hooks/use-plan-list-params.ts';
import { clearPlanFilters, toPlanListQuery } from '../../../features/plans/utils/plan-list-search-params.ts';
import { useDocumentMeta } from '../../../hooks/use-document-meta.ts';

export function PlanListRoute() {
  useDocumentMeta(
    'House Plans',
    'Browse and filter ready-to-build house plans for Ghana by type, bedrooms and price: villas, bungalows and townhouses.',
  );
  const [params, setParams] = usePlanListParams();
  const showToast = useToast();

  return (
    <>
      <PlansHero />
      <section className="section section-compact" aria-label="Plans">
        <div className="container">
          <PlanFilters params={params} onChange={setParams} />
          <PlanResults
            query={toPlanListQuery(params)}
            view={params.view}
            onViewChange={(view) => setParams({ ...params, view })}
            onClearFilters={() => setParams(clearPlanFilters(params))}
            onSave={() => showToast('Please log in to add favorites')}
          />
        </div>
      </section>
    </>
  );
}
