import { PageHero } from '../../../features/content/components/page-hero.tsx';
import { FaqBrowser } from '../../../features/faq/components/faq-browser.tsx';
import { FaqContactCards } from '../../../features/faq/components/faq-contact-cards.tsx';
import { useDocumentMeta } from '../../../hooks/use-document-meta.ts';
import { t } from '../../../i18n/i18n.ts';
import './content-pages.css';
import { CompactSection } from '../../../components/ui/page-section.tsx';

/** Awaited by the route before the page renders (app/content-routes.tsx): the entries in the page's language. */
export { faqContent } from '../../../features/faq/data/faq-content.ts';

export function FaqRoute() {
  useDocumentMeta(
    t('Frequently Asked Questions'),
    t(
      'Answers about our house plans, Basic, Standard and Premium packages, downloads, card and mobile money payment, refunds and construction support.',
    ),
  );
  return (
    <>
      <PageHero
        eyebrow={t('Help centre')}
        title={t('Frequently Asked Questions')}
        lead={t('Quick answers about our plans, packages, payment and support. Can’t find yours? Ask us below.')}
      />
      <CompactSection label={t('Questions and answers')} layout="container-narrow">
        <FaqBrowser />
      </CompactSection>
      <FaqContactCards />
    </>
  );
}
