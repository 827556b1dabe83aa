import type { ReactNode } from 'react';

/** The opening band of a content page: eyebrow, the page's one h1, a lead and optional actions. */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="page-hero content-hero" aria-labelledby="page-title">
      <div className="container">
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h1 id="page-title">{title}</h1>
        {lead ? <p className="page-hero-lead">{lead}</p> : null}
        {children ? <div className="content-hero-actions">{children}</div> : null}
      </div>
    </section>
  );
}
