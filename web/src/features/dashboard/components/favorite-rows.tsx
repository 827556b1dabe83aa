import { formatAreaIn } from '@shop/shared/i18n/format';
import type { Favorite } from '@shop/shared/storefront/favorites';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { currentLanguage, t } from '../../../i18n/i18n.ts';

/** The dashboard's Favorites tab: at most 3 saved plans, each with View Details. */
export const DASHBOARD_FAVORITES_MAX = 3;

export function FavoriteRows({ favorites }: { favorites: readonly Favorite[] }) {
  return (
    <ul className="order-rows">
      {favorites.slice(0, DASHBOARD_FAVORITES_MAX).map((favorite) => (
        <li key={favorite.id} className="order-row">
          <span className="order-row-main">
            <strong>{favorite.plan.title}</strong>
            <span className="muted">
              {t('{count} bed', { count: favorite.plan.bedrooms })} ·{' '}
              {t('{count} bath', { count: favorite.plan.bathrooms })} ·{' '}
              {formatAreaIn(favorite.plan.area_sqm, currentLanguage())} m²
            </span>
          </span>
          <Link to={paths.plan.getHref(favorite.plan_id)} className="link-arrow order-row-link">
            {t('View Details')}
          </Link>
        </li>
      ))}
    </ul>
  );
}
