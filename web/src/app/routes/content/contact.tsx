import { useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { ContactDetails } from '../../../features/contact/components/contact-details.tsx';
import { ContactForm } from '../../../features/contact/components/contact-form.tsx';
import { ContactSuccess } from '../../../features/contact/components/contact-success.tsx';
import { OfficeMap } from '../../../features/contact/components/office-map.tsx';
import { contactPrefill } from '../../../features/contact/utils/contact-prefill.ts';
import { PageHero } from '../../../features/content/components/page-hero.tsx';
import { FaqList } from '../../../features/faq/components/faq-list.tsx';
import { faqContent } from '../../../features/faq/data/faq-content.ts';
import { useDocumentMeta } from '../../../hooks/use-document-meta.ts';
import { t } from '../../../i18n/i18n.ts';
import './content-pages.css';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { CompactSection, PageSection } from '../../../components/ui/page-section.tsx';

/** The questions people ask most before they write to us. */
const FAQ_SNIPPET_IDS = ['packages', 'customize', 'payment-methods', 'refunds'];
const faqSnippet = () => faqContent.get().filter((entry) => FAQ_SNIPPET_IDS.includes(entry.id));

export function ContactRoute() {
  useDocumentMeta(
    t('Contact Us'),
    t(
      'Questions about a house plan, a custom design or a building project? Call, email or write to our team in Tema. We reply within 24 hours.',
    ),
  );
  const [searchParams, setSearchParams] = useSearchParams();
  const sent = searchParams.get('success') === 'true';

  return (
    <>
      <PageHero
        eyebrow={t('Contact us')}
        title={t('Let’s Talk About Your Project')}
        lead={t('Ask about a plan, a custom design or building services. We reply to every message within 24 hours.')}
      />
      <CompactSection label={t('Contact form and details')} layout="contact-layout">
        <div className="contact-main">
          {sent ? (
            <ContactSuccess onSendAnother={() => setSearchParams({}, { replace: true })} />
          ) : (
            <ContactForm
              initialValues={contactPrefill(searchParams)}
              onSent={() => setSearchParams({ success: 'true' })}
            />
          )}
        </div>
        <ContactDetails />
      </CompactSection>
      <PageSection
        id="contact-faq-heading"
        title={t('Before You Write')}
        lead={t('The questions we are asked most.')}
        tinted
        narrow
      >
        <FaqList entries={faqSnippet()} />
        <p className="section-cta">
          <ButtonLink to={paths.faq.getHref()} variant="outline">
            {t('See All Questions')}
          </ButtonLink>
        </p>
      </PageSection>
      <OfficeMap />
    </>
  );
}
