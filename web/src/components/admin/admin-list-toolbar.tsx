import type { ReactNode } from 'react';
import { SearchIcon } from '../ui/icons.tsx';
import { Select, type SelectOption } from '../ui/select.tsx';

/**
 * The bar above an admin list: a search box, then the list's filter and sort selects (children, usually
 * `AdminSelect`s). On a phone the controls stack; the labels are for screen readers (the placeholder and the
 * selected option say what each control is on screen).
 */
export function AdminListToolbar({
  search,
  children,
}: {
  search: { label: string; placeholder: string; value: string; onChange: (value: string) => void };
  children?: ReactNode;
}) {
  return (
    <div className="admin-toolbar">
      <div className="search-box admin-search">
        <SearchIcon size={18} className="search-box-icon" />
        <input
          type="search"
          className="input"
          aria-label={search.label}
          placeholder={search.placeholder}
          value={search.value}
          onChange={(event) => search.onChange(event.target.value)}
        />
      </div>
      {children}
    </div>
  );
}

/**
 * One filter or sort of an admin list: the options' ids are the values the page keeps; `allLabel` words the
 * no-filter option (id `all`) for this list ("All Types").
 */
export function AdminSelect<Id extends string>({
  label,
  allLabel,
  options,
  ...select
}: {
  label: string;
  allLabel?: string;
  value: Id;
  onChange: (value: Id) => void;
  options: readonly SelectOption<Id>[];
}) {
  const shown = allLabel
    ? options.map((option) => (option.id === 'all' ? { id: option.id, label: allLabel } : option))
    : options;
  return <Select aria-label={label} options={shown} {...select} />;
}
