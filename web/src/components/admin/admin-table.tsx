import { LOGO_URL } from '@shop/shared/constants';
import type { ReactNode } from 'react';
import { ResponsiveImg } from '../ui/responsive-img.tsx';
import { SwitchInput } from '../ui/switch-input.tsx';

/** A column heading; `{ hidden }` names a column for screen readers only (the row actions). */
export type AdminColumn = string | { hidden: string };

/**
 * An admin table: its headings and its rows (`children`). A list table scrolls inside its wrap and stacks its
 * cells into labelled lines on a phone (`data-label` on each cell); a small summary table (analytics) does neither.
 */
export function AdminTable({
  columns,
  children,
  variant = 'list',
}: {
  columns: readonly AdminColumn[];
  children: ReactNode;
  variant?: 'list' | 'summary';
}) {
  const table = (
    <table className={variant === 'list' ? 'admin-table admin-table-stacked' : 'admin-table analytics-table'}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={typeof column === 'string' ? column : column.hidden} scope="col">
              {typeof column === 'string' ? column : <span className="visually-hidden">{column.hidden}</span>}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
  return variant === 'list' ? <div className="admin-table-wrap">{table}</div> : table;
}

/** A row's first cell: its picture (the logo when it has none or it fails to load), its title and what follows. */
export function AdminMediaCell({ image, title, children }: { image: string; title: ReactNode; children?: ReactNode }) {
  return (
    <div className="admin-cell-media">
      <ResponsiveImg
        sizes="56px"
        src={image || LOGO_URL}
        alt=""
        width={56}
        height={42}
        loading="lazy"
        onError={(event) => {
          event.currentTarget.src = LOGO_URL;
        }}
      />
      <span className="admin-cell-title">
        {title}
        {children}
      </span>
    </div>
  );
}

/** Edit and Delete for one item; screen readers hear which item each button acts on. */
export function AdminEditDelete({
  name,
  onEdit,
  onDelete,
  children,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  /** Further actions of the row, shown between Edit and Delete. */
  children?: ReactNode;
}) {
  return (
    <>
      <button type="button" className="button button-outline button-small" onClick={onEdit}>
        Edit<span className="visually-hidden"> {name}</span>
      </button>
      {children}
      <button type="button" className="button button-danger-outline button-small" onClick={onDelete}>
        Delete<span className="visually-hidden"> {name}</span>
      </button>
    </>
  );
}

/**
 * A row's on/off switch in a list table (an ad live, a code enabled, a plan featured), disabled while its change is
 * on its way; `children` follow it inside the label (the state in words, or what it switches for screen readers).
 */
export function AdminTableSwitch({
  checked,
  pending,
  onToggle,
  label,
  children,
}: {
  checked: boolean;
  pending: boolean;
  onToggle: () => void;
  label?: string;
  children: ReactNode;
}) {
  return (
    <label className="switch admin-table-switch">
      <SwitchInput checked={checked} disabled={pending} onChange={onToggle} aria-label={label} />
      {children}
    </label>
  );
}
