import { STOREFRONT_PLAN_TYPES } from '@shop/shared/plans/plan';
import { useId } from 'react';
import { SearchIcon } from '../../../components/ui/icons.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { t } from '../../../i18n/i18n.ts';
import { FAVORITE_PRICE_BANDS, type FavoriteFilters } from '../utils/filter-favorites.ts';

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
        <Select
          value={filters.type}
          onChange={(value) => onChange({ ...filters, type: value })}
          options={[
            { id: 'all', label: t('All Types') },
            // i18next-instrument-ignore-next-line
            ...STOREFRONT_PLAN_TYPES.map((type) => ({ id: type, label: t(TYPE_NAMES[type]) })),
          ]}
        />
      </label>
      <label className="field">
        <span className="field-label">{t('Standard price')}</span>
        <Select
          value={filters.price}
          onChange={(value) => onChange({ ...filters, price: value })}
          // i18next-instrument-ignore-next-line
          options={FAVORITE_PRICE_BANDS.map((band) => ({ ...band, label: t(band.label) }))}
        />
      </label>
    </div>
  );
}
