import { paths } from '../../../config/paths.ts';
import { PageHero } from '../../../features/content/components/page-hero.tsx';
import { PortfolioGrid } from '../../../features/portfolio/components/portfolio-grid.tsx';
import { useDocumentMeta } from '../../../hooks/use-document-meta.ts';
import { t } from '../../../i18n/i18n.ts';
import './content-pages.css';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { CompactSection } from '../../../components/ui/page-section.tsx';

export function PortfolioListRoute() {
  useDocumentMeta(
    t('Our Portfolio'),
    t(
      'Homes and buildings we have designed, engineered and built in Tema and Greater Accra: villas, bungalows, townhouses and more.',
    ),
  );
  return (
    <>
      <PageHero
        eyebrow={t('Our work')}
        title={t('Our Portfolio')}
        lead={t(
          'A selection of homes and buildings we have designed, engineered and built, from the first drawing to the finished house.',
        )}
      >
        <ButtonLink to={paths.contact.getHref()} variant="primary">
          {t('Start Your Project')}
        </ButtonLink>
      </PageHero>
      <CompactSection label={t('Projects')}>
        <PortfolioGrid />
      </CompactSection>
    </>
  );
}
