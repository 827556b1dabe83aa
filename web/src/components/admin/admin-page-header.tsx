import type { ReactNode } from 'react';
import { useDocumentMeta } from '../../hooks/use-document-meta.ts';

/** An admin page's heading row: title, a line about it, and its main actions on the right. */
export function AdminPageHeader({
  title,
  summary,
  actions,
  badge,
}: {
  title: string;
  summary?: ReactNode;
  actions?: ReactNode;
  badge?: ReactNode;
}) {
  useDocumentMeta(`${title} | Admin`);
  return (
    <header className="account-page-header admin-page-header">
      <div>
        <h1 id="admin-page-heading">
          {title} {badge}
        </h1>
        {summary ? <p>{summary}</p> : null}
      </div>
      {actions ? <div className="admin-page-actions">{actions}</div> : null}
    </header>
  );
}
