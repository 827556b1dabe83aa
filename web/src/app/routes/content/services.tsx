import { paths } from '../../../config/paths.ts';
import { PageHero } from '../../../features/content/components/page-hero.tsx';
import { ServicesSections } from '../../../features/content/components/services-sections.tsx';
import { servicesContent } from '../../../features/content/data/services-content.ts';
import { useDocumentMeta } from '../../../hooks/use-document-meta.ts';
import { t } from '../../../i18n/i18n.ts';
import './content-pages.css';
import { ButtonLink } from '../../../components/ui/button-link.tsx';

/** The page's long texts, loaded in its language before it renders (app/content-routes.tsx). */
export { servicesContent };

export function ServicesRoute() {
  const text = servicesContent.get();
  useDocumentMeta(t('Our Services'), text.description);
  return (
    <>
      <PageHero
        eyebrow={t('Our services')}
        title={t('Design, Engineering and Construction Under One Roof')}
        lead={text.lead}
      >
        <ButtonLink to={paths.contact.getHref()} variant="primary" size="large">
          {t('Get a Free Consultation')}
        </ButtonLink>
        <ButtonLink to={paths.portfolio.getHref()} variant="outline" size="large">
          {t('View Our Portfolio')}
        </ButtonLink>
      </PageHero>
      <ServicesSections />
    </>
  );
}
