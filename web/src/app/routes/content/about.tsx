import { AboutSections } from '../../../features/content/components/about-sections.tsx';
import { PageHero } from '../../../features/content/components/page-hero.tsx';
import { aboutContent } from '../../../features/content/data/about-content.ts';
import { useDocumentMeta } from '../../../hooks/use-document-meta.ts';
import { t } from '../../../i18n/i18n.ts';
import './content-pages.css';

/** The page's long texts, loaded in its language before it renders (app/content-routes.tsx). */
export { aboutContent };

export function AboutRoute() {
  const text = aboutContent.get();
  useDocumentMeta(t('About Us'), text.description);
  return (
    <>
      <PageHero
        eyebrow={t('About us')}
        title={t('Designing Homes for Ghanaian Families Since 2012')}
        lead={text.lead}
      />
      <AboutSections />
    </>
  );
}
