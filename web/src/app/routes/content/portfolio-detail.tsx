import { PORTFOLIO_NOT_FOUND_TEXT } from '@shop/shared/content/portfolio';
import { Link, useParams } from 'react-router-dom';
import { ArrowLeftIcon } from '../../../components/ui/icons.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { usePortfolioItem } from '../../../features/portfolio/api/get-portfolio-item.ts';
import { PortfolioDetail } from '../../../features/portfolio/components/portfolio-detail.tsx';
import { useDocumentMeta } from '../../../hooks/use-document-meta.ts';
import { t } from '../../../i18n/i18n.ts';
import './content-pages.css';
import { ButtonLink } from '../../../components/ui/button-link.tsx';

function BackToPortfolio() {
  return (
    <Link to={paths.portfolio.getHref()} className="back-link">
      <ArrowLeftIcon size={18} />
      {t('Back to Portfolio')}
    </Link>
  );
}

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
      <BackToPortfolio />
      {project.isError ? (
        <div className="message-page" role="alert">
          <h1>{t(PORTFOLIO_NOT_FOUND_TEXT)}</h1>
          <p>{t('This project does not exist or is no longer shown.')}</p>
          <div className="message-actions">
            <ButtonLink to={paths.portfolio.getHref()} variant="primary">
              {t('See All Projects')}
            </ButtonLink>
          </div>
        </div>
      ) : project.data ? (
        <PortfolioDetail project={project.data} />
      ) : (
        <Spinner label={t('Loading project...')} className="page-loading" />
      )}
    </div>
  );
}
