import { ButtonLink } from '../../components/ui/button-link.tsx';
import { paths } from '../../config/paths.ts';
import { useDocumentMeta } from '../../hooks/use-document-meta.ts';
import { t } from '../../i18n/i18n.ts';

export function NotFoundRoute() {
  useDocumentMeta(t('Page Not Found'));
  return (
    <section className="container message-page">
      <p className="message-code" aria-hidden="true">
        404
      </p>
      <h1>{t('Page Not Found')}</h1>
      <p>{t('The page you are looking for does not exist or has moved.')}</p>
      <div className="message-actions">
        <ButtonLink to={paths.home.getHref()} variant="primary">
          {t('Back to Home')}
        </ButtonLink>
        <ButtonLink to={paths.plans.getHref()} variant="outline">
          {t('Browse Plans')}
        </ButtonLink>
      </div>
    </section>
  );
}
