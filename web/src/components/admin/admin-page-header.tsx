import type { ReactNode } from 'react';
import { useDocumentMeta } from '../../hooks/use-document-meta.ts';

interface AdminPageHeading {
  title: string;
  summary?: ReactNode;
  actions?: ReactNode;
  badge?: ReactNode;
}

/** An admin page: its heading row, then what the page holds, named by that heading. */
export function AdminPage({ children, ...heading }: AdminPageHeading & { children: ReactNode }) {
  return (
    <section className="admin-page" aria-labelledby="admin-page-heading">
      <AdminPageHeader {...heading} />
      {children}
    </section>
  );
}

/** An admin page's heading row: title, a line about it, and its main actions on the right. */
export function AdminPageHeader({ title, summary, actions, badge }: AdminPageHeading) {
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
