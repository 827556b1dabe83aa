import { useMatches } from 'react-router-dom';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { paths } from '../../config/paths.ts';
import { useDocumentMeta } from '../../hooks/use-document-meta.ts';
import { t } from '../../i18n/i18n.ts';

/** What a not-yet-built page announces; set per route as its `handle`, both texts marked with msg() (i18n/msg.ts). */
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
  // i18next-instrument-ignore-next-line
  const title = handle ? t(handle.title) : t('Coming Soon');
  // i18next-instrument-ignore-next-line
  const summary = handle ? t(handle.summary) : undefined;
  useDocumentMeta(title, summary);

  return (
    <section className="page-hero page-hero-plain" aria-labelledby="coming-soon-heading">
      <div className="container">
        <p className="eyebrow">{t('Coming soon')}</p>
        <h1 id="coming-soon-heading">{title}</h1>
        <p className="page-hero-lead">{summary}</p>
        <p>{t('This page is being prepared. Meanwhile, browse our plans or get in touch.')}</p>
        <div className="message-actions">
          <ButtonLink to={paths.plans.getHref()} variant="primary">
            {t('Browse Plans')}
          </ButtonLink>
          <ButtonLink to={paths.home.getHref()} variant="outline">
            {t('Back to Home')}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
