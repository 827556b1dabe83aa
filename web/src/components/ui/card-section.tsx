import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** A card named by its heading: the title (and a link to more beside it) on top, then what it holds. */
export function CardSection({
  id,
  title,
  link,
  children,
}: {
  id: string;
  title: ReactNode;
  link?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <section className="card" aria-labelledby={id}>
      <div className="card-header">
        <h2 id={id}>{title}</h2>
        {link ? (
          <Link to={link.to} className="link-arrow">
            {link.label}
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}
