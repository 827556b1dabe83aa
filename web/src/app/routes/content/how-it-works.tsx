import { HowItWorksSections } from '../../../features/content/components/how-it-works-sections.tsx';
import { PageHero } from '../../../features/content/components/page-hero.tsx';
import { howItWorksContent } from '../../../features/content/data/how-it-works-content.ts';
import { CustomerStories } from '../../../features/home/components/customer-stories.tsx';
import { useDocumentMeta } from '../../../hooks/use-document-meta.ts';
import { t } from '../../../i18n/i18n.ts';
import './content-pages.css';

/** The page's long texts, loaded in its language before it renders (app/content-routes.tsx). */
export { howItWorksContent };

export function HowItWorksRoute() {
  const text = howItWorksContent.get();
  useDocumentMeta(t('How It Works'), text.description);
  return (
    <>
      <PageHero eyebrow={t('How it works')} title={t('From Browsing to Building in Three Steps')} lead={text.lead} />
      <HowItWorksSections />
      {/* Testimonials appear once real customers have given theirs; none are invented. */}
      <CustomerStories stories={[]} />
    </>
  );
}
