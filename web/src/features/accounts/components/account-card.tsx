import type { ReactNode } from 'react';

/**
 * One card of the profile and settings pages: its heading (which names the section), a line under it or a button
 * beside it, then the card's content.
 */
export function AccountCard({
  headingId,
  title,
  lead,
  action,
  sectionId,
  focusable,
  children,
}: {
  headingId: string;
  title: ReactNode;
  lead?: ReactNode;
  action?: ReactNode;
  /** An id a link can jump to; with `focusable`, the card takes the focus when it does. */
  sectionId?: string;
  focusable?: boolean;
  children: ReactNode;
}) {
  return (
    <section id={sectionId} className="card" aria-labelledby={headingId} tabIndex={focusable ? -1 : undefined}>
      <div className="card-header">
        <h2 id={headingId}>{title}</h2>
        {lead ? <p>{lead}</p> : null}
        {action}
      </div>
      {children}
    </section>
  );
}
