import type { ReactNode } from 'react';

/** The heading row of a page of the buyer's area: its title and one line about it. */
export function AccountPageHeader({ title, lead }: { title: ReactNode; lead: ReactNode }) {
  return (
    <header className="account-page-header">
      <div>
        <h1>{title}</h1>
        <p>{lead}</p>
      </div>
    </header>
  );
}
