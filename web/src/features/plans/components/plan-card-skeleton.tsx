import type { PlanCardLayout } from './plan-card.tsx';

/** A stand-in the same size as a plan card, so nothing moves when the plans arrive. */
export function PlanCardSkeleton({ layout = 'grid' }: { layout?: PlanCardLayout }) {
  return (
    <div className={`plan-card plan-card-${layout} is-skeleton`} aria-hidden="true">
      <div className="plan-card-media">
        <div className="plan-image skeleton" />
      </div>
      <div className="plan-card-body">
        <div className="skeleton skeleton-line skeleton-title" />
        <div className="skeleton skeleton-line skeleton-price" />
        <div className="skeleton skeleton-line skeleton-facts" />
        <div className="plan-card-actions">
          <div className="skeleton skeleton-button" />
          <div className="skeleton skeleton-button" />
        </div>
      </div>
    </div>
  );
}
