import { useParams, useSearchParams } from 'react-router-dom';
import { RequestNewPage } from '../../../features/requests/components/request-new-page.tsx';
import { RequestPage } from '../../../features/requests/components/request-page.tsx';
import { rt } from '../../../features/requests/texts.ts';
import { useDocumentMeta } from '../../../hooks/use-document-meta.ts';

export function RequestNewRoute() {
  useDocumentMeta(rt('newTitle'));
  return <RequestNewPage />;
}

/** /requests/{id}?token=...: the thread a visitor follows through the link mailed to them (the site's referrer policy keeps the token out of other sites' logs). */
export function RequestThreadRoute() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  useDocumentMeta(rt('thread'));
  return (
    <section className="container page-section">
      <RequestPage id={id} token={search.get('token') ?? undefined} />
    </section>
  );
}
