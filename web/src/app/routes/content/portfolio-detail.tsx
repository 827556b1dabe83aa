import { PORTFOLIO_NOT_FOUND_TEXT } from '@shop/shared/content/portfolio';
import { useParams } from 'react-router-dom';
import { BackLink } from '../../../components/ui/back-link.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { usePortfolioItem } from '../../../features/portfolio/api/get-portfolio-item.ts';
import { PortfolioDetail } from '../../../features/portfolio/components/portfolio-detail.tsx';
import { useDocumentMeta } from '../../../hooks/use-document-meta.ts';
import { t } from '../../../i18n/i18n.ts';
import './content-pages.css';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { MessagePage } from '../../../components/ui/message-page.tsx';

export function PortfolioDetailRoute() {
  const { id = '' } = useParams();
  const project = usePortfolioItem(id);
  useDocumentMeta(
    project.data?.title ?? (project.isError ? t('Project Not Found') : t('Project')),
    project.data?.summary || undefined,
    { image: project.data?.design_image, type: 'article' },
  );

  return (
    <div className="container portfolio-page">
      <BackLink to={paths.portfolio.getHref()}>{t('Back to Portfolio')}</BackLink>
      {project.isError ? (
        <MessagePage
          // i18next-instrument-ignore-next-line
          title={t(PORTFOLIO_NOT_FOUND_TEXT)}
          text={t('This project does not exist or is no longer shown.')}
          alert
          inPage
        >
          <ButtonLink to={paths.portfolio.getHref()} variant="primary">
            {t('See All Projects')}
          </ButtonLink>
        </MessagePage>
      ) : project.data ? (
        <PortfolioDetail project={project.data} />
      ) : (
        <Spinner label={t('Loading project...')} className="page-loading" />
      )}
    </div>
  );
}
