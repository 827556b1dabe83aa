import type { ReactNode } from 'react';
import { SearchIcon } from '../ui/icons.tsx';

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

/** One filter or sort of an admin list: the options' ids are the values the page keeps. */
export function AdminSelect<Id extends string>({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: Id;
  onChange: (value: Id) => void;
  options: readonly { id: Id; label: string }[];
}) {
  return (
    <select
      className="select"
      aria-label={label}
      value={value}
      onChange={(event) => {
        const chosen = options.find((option) => option.id === event.target.value);
        if (chosen) onChange(chosen.id);
      }}
    >
      {options.map((option) => (
        <option key={option.id} value={option.id}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
