import type { Favorite } from '@shop/shared/storefront/favorites';
import { PlanBadges } from '../../../components/plans/plan-badges.tsx';
import { PlanFacts } from '../../../components/plans/plan-facts.tsx';
import { PlanImage } from '../../../components/plans/plan-image.tsx';
import { PlanPrice } from '../../../components/plans/plan-price.tsx';
import { PlanRating } from '../../../components/plans/star-rating.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { HeartIcon } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { t } from '../../../i18n/i18n.ts';
import { useTimeZone } from '../../../lib/account-preferences.tsx';
import { formatDate } from '../../../lib/format-date.ts';

interface FavoriteCardProps {
  favorite: Favorite;
  onRemove: (favorite: Favorite) => void;
}

/** A saved plan on /user/favorites, with its real rating and when it was saved. */
export function FavoriteCard({ favorite, onRemove }: FavoriteCardProps) {
  const timeZone = useTimeZone();
  const { plan } = favorite;
  const href = paths.plan.getHref(plan.id);
  const hiddenName = <span className="visually-hidden"> {plan.title}</span>;
  return (
    <article className="favorite-card">
      <div className="favorite-card-media">
        <PlanImage plan={plan} sizes="(min-width: 700px) 360px, 100vw" />
        <PlanBadges plan={plan} />
        <button
          type="button"
          className="favorite-remove"
          aria-label={t('Remove {title} from favorites', { title: plan.title })}
          title={t('Remove from favorites')}
          onClick={() => onRemove(favorite)}
        >
          <HeartIcon size={20} />
        </button>
      </div>
      <div className="favorite-card-body">
        <h2>{plan.title}</h2>
        {plan.description ? <p className="favorite-card-description">{plan.description}</p> : null}
        <PlanFacts plan={plan} />
        <PlanRating average={plan.rating_average} count={plan.rating_count} />
        <div className="favorite-card-meta">
          <span>
            <span className="muted">{t('Standard')} </span>
            <PlanPrice cedis={plan.standard_price} />
          </span>
        </div>
        <p className="favorite-added">
          {t('Added {date}', { date: formatDate(favorite.created_at, timeZone, { dateStyle: 'medium' }) })}
        </p>
        <div className="favorite-card-links">
          <ButtonLink to={href} variant="outline" size="small">
            {t('View')}
            {hiddenName}
          </ButtonLink>
          <ButtonLink to={href} variant="primary" size="small">
            {t('Buy')}
            {hiddenName}
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}
