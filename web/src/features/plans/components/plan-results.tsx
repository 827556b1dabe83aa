import type { PublicPlan } from '@shop/shared/plans/plan';
import { type ReactNode, useDeferredValue, useRef } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { usePlans } from '../api/get-plans.ts';
import { useCardHeightEstimate } from '../hooks/use-card-height-estimate.ts';
import { useRevealNewCards } from '../hooks/use-reveal-new-cards.ts';
import '../plan-list.css';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { t } from '../../../i18n/i18n.ts';
import { comingCardCount } from '../utils/coming-cards.ts';
import type { PlanListQueryInput, PlanListView } from '../utils/plan-list-search-params.ts';
import { PlanCard } from './plan-card.tsx';
import { PlanViewToggle } from './plan-view-toggle.tsx';

interface PlanResultsProps {
  query: PlanListQueryInput;
  view: PlanListView;
  onViewChange: (view: PlanListView) => void;
  onClearFilters: () => void;
  /** Save/Saved for each card, composed in by the page from the favorites feature. */
  cardActions?: (plan: PublicPlan) => ReactNode;
  /** The Compare box for each card. */
  cardFooter?: (plan: PublicPlan) => ReactNode;
  /** Beside the grid/list toggle: the Compare Plans button. */
  headerActions?: ReactNode;
}

/** The plan list's results: count heading, cards page by page, and the empty and error states. */
export function PlanResults({
  query,
  view,
  onViewChange,
  onClearFilters,
  cardActions,
  cardFooter,
  headerActions,
}: PlanResultsProps) {
  // A page of cards renders in a background pass that yields to the browser, not in one long task: query
  // results arrive through useSyncExternalStore, whose updates React renders synchronously (decision 0015).
  const plans = useDeferredValue(usePlans(query));
  const list = useRef<HTMLUListElement>(null);
  const onLoadMore = useRevealNewCards(list, plans.data?.pages.reduce((sum, page) => sum + page.plans.length, 0) ?? 0);
  useCardHeightEstimate(list, `${view}:${plans.data?.pages[0]?.plans[0]?.id ?? ''}`);

  if (plans.isPending) return <Spinner label={t('Loading Amazing Plans')} className="page-loading" />;
  if (plans.isError) {
    return (
      <div className="empty-state" role="alert">
        <h2>{t('Failed to fetch plans')}</h2>
        <p>{t('Please check your connection and try again.')}</p>
        <button type="button" className="button button-primary" onClick={() => plans.refetch()}>
          {t('Try Again')}
        </button>
      </div>
    );
  }

  const [firstPage] = plans.data.pages;
  const items = plans.data.pages.flatMap((page) => page.plans);
  const total = firstPage?.total ?? items.length;
  const featuredTotal = firstPage?.featuredTotal ?? items.filter((plan) => plan.featured).length;
  // While the next page loads, stand-ins of the cards' very height hold their places: what is below the list moves
  // down as the buyer presses Load More, not later when a slow answer arrives, and the cards then take their places.
  const coming = plans.isFetchingNextPage ? comingCardCount(items.length, total, Number(query.limit)) : 0;

  if (items.length === 0) {
    return (
      <div className="empty-state">
        <h2>{t('No Plans Found')}</h2>
        <p>{t('No plans match your search and filters. Try different filters or clear them to see every plan.')}</p>
        <button type="button" className="button button-primary" onClick={onClearFilters}>
          {t('Clear Filters')}
        </button>
      </div>
    );
  }

  return (
    <div className={plans.isPlaceholderData ? 'results is-updating' : 'results'} aria-busy={plans.isPlaceholderData}>
      <div className="results-header">
        <div className="results-summary">
          <h2 className="results-title">{t('{total} Amazing Plans Found', { total })}</h2>
          {featuredTotal > 0 ? (
            <span className="badge badge-featured">{t('{count} featured', { count: featuredTotal })}</span>
          ) : null}
        </div>
        <div className="results-tools">
          {headerActions}
          <PlanViewToggle view={view} onChange={onViewChange} />
        </div>
      </div>
      <ul ref={list} className={view === 'list' ? 'plan-list' : 'plan-grid'}>
        {items.map((plan, index) => (
          <li key={plan.id}>
            <PlanCard
              plan={plan}
              layout={view}
              imagePriority={index === 0}
              actions={cardActions?.(plan)}
              footer={cardFooter?.(plan)}
            />
          </li>
        ))}
        {Array.from({ length: coming }, (_, slot) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: stand-ins have no identity but their place.
          <li key={`coming-${slot}`} className="plan-card-slot" aria-hidden="true">
            {/* Not Home's full card skeleton: sharing that module with this lazy page would grow the first screen. */}
            <div className={`plan-card plan-card-${view} is-skeleton`}>
              <div className="plan-card-media skeleton" />
            </div>
          </li>
        ))}
      </ul>
      <LoadMore
        pages={plans}
        onLoad={onLoadMore}
        wrapClassName="section-cta load-more-plans"
        className="button button-outline button-large"
        label={t('Load More Plans')}
        busyLabel={
          <>
            <span className="spinner spinner-small" aria-hidden="true" />
            {t('Loading More Plans')}
          </>
        }
      />
    </div>
  );
}
