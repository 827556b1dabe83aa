import { Link } from 'react-router-dom';
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
        <Link to={paths.home.getHref()} className="button button-primary">
          {t('Back to Home')}
        </Link>
        <Link to={paths.plans.getHref()} className="button button-outline">
          {t('Browse Plans')}
        </Link>
      </div>
    </section>
  );
}
