import { PageHero } from '../../../features/content/components/page-hero.tsx';
import { FaqBrowser } from '../../../features/faq/components/faq-browser.tsx';
import { FaqContactCards } from '../../../features/faq/components/faq-contact-cards.tsx';
import { useDocumentMeta } from '../../../hooks/use-document-meta.ts';
import './content-pages.css';

export function FaqRoute() {
  useDocumentMeta(
    'Frequently Asked Questions',
    'Answers about our house plans, Basic, Standard and Premium packages, downloads, card and mobile money payment, refunds and construction support.',
  );
  return (
    <>
      <PageHero
        eyebrow="Help centre"
        title="Frequently Asked Questions"
        lead="Quick answers about our plans, packages, payment and support. Can’t find yours? Ask us below."
      />
      <section className="section section-compact" aria-label="Questions and answers">
        <div className="container container-narrow">
          <FaqBrowser />
        </div>
      </section>
      <FaqContactCards />
    </>
  );
}
