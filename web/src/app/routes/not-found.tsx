import { ButtonLink } from '../../components/ui/button-link.tsx';
import { MessagePage } from '../../components/ui/message-page.tsx';
import { paths } from '../../config/paths.ts';
import { useDocumentMeta } from '../../hooks/use-document-meta.ts';
import { t } from '../../i18n/i18n.ts';

export function NotFoundRoute() {
  useDocumentMeta(t('Page Not Found'));
  return (
    <MessagePage
      code="404"
      title={t('Page Not Found')}
      text={t('The page you are looking for does not exist or has moved.')}
    >
      <ButtonLink to={paths.home.getHref()} variant="primary">
        {t('Back to Home')}
      </ButtonLink>
      <ButtonLink to={paths.plans.getHref()} variant="outline">
        {t('Browse Plans')}
      </ButtonLink>
    </MessagePage>
  );
}
