import type { ReactNode } from 'react';

/**
 * The table a rows tab edits (Taxes, Plot & Build Costs): the tab's own column headings, then a last column for
 * each row's Remove button.
 */
export function RowsTable({ headings, children }: { headings: ReactNode; children: ReactNode }) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <thead>
          <tr>
            {headings}
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** Removes one row; the row's name is read out after the visible word. */
export function RemoveRowButton({ name, onRemove }: { name: string; onRemove: () => void }) {
  return (
    <button type="button" className="button button-ghost button-small" onClick={onRemove}>
      Remove<span className="visually-hidden"> {name}</span>
    </button>
  );
}
