import type { PublicPlan } from '@shop/shared/plans/plan';
import { StarIcon } from '../../../components/ui/icons.tsx';
import { PlanBadges } from './plan-badges.tsx';
import { PlanFacts } from './plan-facts.tsx';
import { PlanImage } from './plan-image.tsx';
import { PlanPackages } from './plan-packages.tsx';

/** The plan page's body: picture, title, rating, description, facts and the three package prices. */
export function PlanDetails({ plan }: { plan: PublicPlan }) {
  return (
    <article className="plan-details">
      <div className="plan-details-media">
        <PlanImage plan={plan} priority sizes="(min-width: 960px) 620px, 100vw" />
      </div>
      <div className="plan-details-summary">
        <PlanBadges plan={plan} featuredLabel="Best Seller" />
        <h1 className="plan-details-title">{plan.title}</h1>
        {plan.rating_count > 0 ? (
          <p className="rating">
            <StarIcon size={18} className="rating-star" />
            <span>
              {plan.rating_average.toFixed(1)} ({plan.rating_count} {plan.rating_count === 1 ? 'review' : 'reviews'})
            </span>
          </p>
        ) : null}
        <PlanFacts plan={plan} className="plan-facts-large" />
        <p className="plan-details-description">{plan.description}</p>
      </div>
      <PlanPackages plan={plan} />
    </article>
  );
}
