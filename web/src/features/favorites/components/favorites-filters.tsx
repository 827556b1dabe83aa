import { STOREFRONT_PLAN_TYPES } from '@shop/shared/plans/plan';
import { useId } from 'react';
import { SearchIcon } from '../../../components/ui/icons.tsx';
import { t } from '../../../i18n/i18n.ts';
import { FAVORITE_PRICE_BANDS, type FavoriteFilters, type FavoritePriceBand } from '../utils/filter-favorites.ts';

const TYPE_NAMES = { villa: 'Villas', bungalow: 'Bungalows', townhouse: 'Townhouses' } as const;

/** Search, type and price band (on the standard price) for the saved plans. */
export function FavoritesFilters({
  filters,
  onChange,
}: {
  filters: FavoriteFilters;
  onChange: (filters: FavoriteFilters) => void;
}) {
  const id = useId();
  return (
    <div className="favorites-filters">
      <div className="field">
        <label htmlFor={`${id}-search`} className="field-label">
          {t('Search favorites')}
        </label>
        <div className="search-box">
          <SearchIcon className="search-box-icon" />
          <input
            id={`${id}-search`}
            className="input"
            type="search"
            placeholder={t('Search your favorites...')}
            value={filters.search}
            onChange={(event) => onChange({ ...filters, search: event.target.value })}
          />
        </div>
      </div>
      <label className="field">
        <span className="field-label">{t('Plan type')}</span>
        <select
          className="select"
          value={filters.type}
          onChange={(event) => onChange({ ...filters, type: event.target.value as FavoriteFilters['type'] })}
        >
          <option value="all">{t('All Types')}</option>
          {STOREFRONT_PLAN_TYPES.map((type) => (
            <option key={type} value={type}>
              {TYPE_NAMES[type]}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span className="field-label">{t('Standard price')}</span>
        <select
          className="select"
          value={filters.price}
          onChange={(event) => onChange({ ...filters, price: event.target.value as FavoritePriceBand })}
        >
          {FAVORITE_PRICE_BANDS.map((band) => (
            <option key={band.id} value={band.id}>
              {t(band.label)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
