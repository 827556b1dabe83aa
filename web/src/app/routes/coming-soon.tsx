import { Link, useMatches } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { useDocumentMeta } from '../../hooks/use-document-meta.ts';

/** What a not-yet-built page announces; set per route as its `handle`. */
export interface ComingSoonHandle {
  title: string;
  summary: string;
}

function isComingSoonHandle(handle: unknown): handle is ComingSoonHandle {
  return typeof handle === 'object' && handle !== null && 'title' in handle && 'summary' in handle;
}

/** A real page of the shop that is not built yet: it says what will be here and where to go meanwhile. */
export function ComingSoonRoute() {
  const handle = useMatches()
    .map((match) => match.handle)
    .reverse()
    .find(isComingSoonHandle);
  const title = handle?.title ?? 'Coming Soon';
  useDocumentMeta(title, handle?.summary);

  return (
    <section className="page-hero page-hero-plain" aria-labelledby="coming-soon-heading">
      <div className="container">
        <p className="eyebrow">Coming soon</p>
        <h1 id="coming-soon-heading">{title}</h1>
        <p className="page-hero-lead">{handle?.summary}</p>
        <p>This page is being prepared. Meanwhile, browse our plans or get in touch.</p>
        <div className="message-actions">
          <Link to={paths.plans.getHref()} className="button button-primary">
            Browse Plans
          </Link>
          <Link to={paths.home.getHref()} className="button button-outline">
            Back to Home
          </Link>
        </div>
      </div>
    </section>
  );
}
