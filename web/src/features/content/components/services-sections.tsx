import { REQUEST_ACTION_LABELS, SERVICE_CARD_ORDER } from '@shop/shared/requests/request-labels';
import { Link } from 'react-router-dom';
import { CtaBand } from '../../../components/ui/cta-band.tsx';
import { PageSection, StepList } from '../../../components/ui/page-section.tsx';
import { paths } from '../../../config/paths.ts';
import { currentLanguage, t } from '../../../i18n/i18n.ts';
import { servicesContent } from '../data/services-content.ts';

export function ServicesSections() {
  const text = servicesContent.get();
  return (
    <>
      <PageSection id="services-list-heading" title={t('What We Offer')} lead={text.offerIntro}>
        <ul className="service-grid">
          {text.services.map((service, index) => (
            <li key={service.title} className="service-card">
              <h3>{service.title}</h3>
              <p>{service.text}</p>
              <p className="service-price">{service.price}</p>
              {SERVICE_CARD_ORDER[index] ? (
                <Link
                  className="button button-outline button-small"
                  to={paths.requestNew.getHref({ service: SERVICE_CARD_ORDER[index] })}
                >
                  {REQUEST_ACTION_LABELS[currentLanguage()].serviceQuote}
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
        <div className="pricing-note">
          <h3>{t('How our design fees work')}</h3>
          <p>{text.fees}</p>
        </div>
      </PageSection>

      <PageSection id="process-heading" title={t('From First Meeting to Handover')} eyebrow={t('Our process')} tinted>
        <StepList steps={text.process} className="steps process-steps" />
      </PageSection>

      <CtaBand
        id="services-cta-heading"
        title={t('Ready to Start Your Project?')}
        text={text.ctaText}
        primary={{ to: paths.contact.getHref(), label: t('Get a Quote') }}
        secondary={{ to: paths.plans.getHref(), label: t('Browse Plans'), arrow: true }}
      />
    </>
  );
}
