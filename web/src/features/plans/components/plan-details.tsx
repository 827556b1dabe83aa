import type { Package, PublicPlan } from '@shop/shared/plans/plan';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import '../plan-page.css';
import { pathInLanguage } from '@shop/shared/i18n/languages';
import { PlanBadges } from '../../../components/plans/plan-badges.tsx';
import { PlanFacts } from '../../../components/plans/plan-facts.tsx';
import { PlanRating } from '../../../components/plans/star-rating.tsx';
import { currentLanguage, t } from '../../../i18n/i18n.ts';
import { msg } from '../../../i18n/msg.ts';
import { PlanGallery } from './plan-gallery.tsx';
import { PACKAGE_DETAILS, PlanPackages } from './plan-packages.tsx';
import { ShareButton } from './share-button.tsx';

interface PlanDetailsProps {
  plan: PublicPlan;
  /** The favorite toggle; the page composes it in from the favorites feature. */
  favoriteButton?: ReactNode;
  /** Stores the checkout hand-over for the chosen package (ids only: the checkout asks the server for the price). */
  onCheckout: (choice: { pkg: Package }) => void;
}

/** The plan page's body: pictures, badges, title, rating, description, facts, share and save, and the packages. */
export function PlanDetails({ plan, favoriteButton, onCheckout }: PlanDetailsProps) {
  const [selected, setSelected] = useState<Package>('standard');
  const navigate = useNavigate();
  const proceed = () => {
    const pkg = PACKAGE_DETAILS.find((item) => item.id === selected) ?? PACKAGE_DETAILS[1];
    if (!pkg) return;
    onCheckout({ pkg: pkg.id });
    navigate(paths.checkout.getHref());
  };

  return (
    <article className="plan-details">
      <div className="plan-details-gallery">
        <PlanGallery plan={plan} />
      </div>
      <div className="plan-details-summary">
        <PlanBadges plan={plan} featuredLabel={msg('Best Seller')} />
        <h1 className="plan-details-title">{plan.title}</h1>
        <PlanRating average={plan.rating_average} count={plan.rating_count} />
        <PlanFacts plan={plan} className="plan-facts-large" />
        <p className="plan-details-description">{plan.description}</p>
        <div className="plan-details-actions">
          <ShareButton
            title={plan.title}
            text={t('{title} house plan', { title: plan.title })}
            url={`${window.location.origin}${pathInLanguage(paths.plan.getHref(plan.id), currentLanguage())}`}
          />
          {favoriteButton}
        </div>
      </div>
      <PlanPackages plan={plan} selected={selected} onSelect={setSelected} onProceed={proceed} />
    </article>
  );
}
