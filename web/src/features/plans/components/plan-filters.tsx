import { useId } from 'react';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { t } from '../../../i18n/i18n.ts';
import { msg } from '../../../i18n/msg.ts';
import { BEDROOM_OPTIONS, PRICE_OPTIONS, SORT_OPTIONS, TYPE_OPTIONS } from '../utils/plan-filter-options.ts';
import type { PlanListParams } from '../utils/plan-list-search-params.ts';
import { PlanSearchBox } from './plan-search-box.tsx';
import { PlotFilter } from './plot-filter.tsx';

interface PlanFiltersProps {
  params: PlanListParams;
  onChange: (next: PlanListParams, options?: { replace?: boolean }) => void;
}

function FilterSelect<V extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
}) {
  const id = useId();
  return (
    // i18next-instrument-ignore-next-line
    <FormField htmlFor={id} label={t(label)}>
      <Select
        id={id}
        value={value}
        onChange={onChange}
        // i18next-instrument-ignore-next-line
        options={options.map((option) => ({ id: option.value, label: t(option.label) }))}
      />
    </FormField>
  );
}

/** Search, the four filters and the plot of the plan list; every change goes to the URL. */
export function PlanFilters({ params, onChange }: PlanFiltersProps) {
  return (
    <search className="filters-panel">
      <PlanSearchBox value={params.q} onSearch={(q) => onChange({ ...params, q }, { replace: true })} />
      <div className="filters-row">
        <FilterSelect
          label={msg('Plan type')}
          value={params.type}
          options={TYPE_OPTIONS}
          onChange={(type) => onChange({ ...params, type })}
        />
        <FilterSelect
          label={msg('Bedrooms')}
          value={params.bedrooms}
          options={BEDROOM_OPTIONS}
          onChange={(bedrooms) => onChange({ ...params, bedrooms })}
        />
        <FilterSelect
          label={msg('Price range')}
          value={params.price}
          options={PRICE_OPTIONS}
          onChange={(price) => onChange({ ...params, price })}
        />
        <FilterSelect
          label={msg('Sort by')}
          value={params.sort}
          options={SORT_OPTIONS}
          onChange={(sort) => onChange({ ...params, sort })}
        />
      </div>
      <PlotFilter plot={params.plot} onChange={(plot) => onChange({ ...params, plot })} />
    </search>
  );
}
